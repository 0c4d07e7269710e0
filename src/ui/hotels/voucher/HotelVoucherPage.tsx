import { useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { HotelBooking } from '../../../contract/hotels/booking-shapes';
import { indiaToday } from '../../../domain/calendar-days';
import { formatTimestamp } from '../../../domain/format';
import { useSession } from '../../../session/store';
import { type BannerVariant, NotificationBanner } from '../../components/NotificationBanner';
import { VoucherChangeDrawer } from '../change/VoucherChangeDrawer';
import { canChangeDates } from '../change/change-stay';
import type { VoucherChangeSearch } from '../change/change-search-params';
import { HotelReviewCard } from '../reviews/HotelReviewCard';
import { CancelStayDrawer } from './CancelStayDrawer';
import { VoucherActions } from './VoucherActions';
import { VoucherCharges } from './VoucherCharges';
import { VoucherSummary } from './VoucherSummary';
import { useKeepUpcomingVouchers } from './keep-upcoming-vouchers';
import { useHotelVoucher } from './use-hotel-voucher';
import { canCancel } from './voucher-view';
import '../../components/print-page.css';

interface VoucherPageProps {
  txid: string;
  change?: VoucherChangeSearch;
  /** Opens the cancel drawer at once (`?cancel=1`, a trip's 'Cancel'). */
  openCancel?: boolean;
}

/** /hotels/voucher/$txid (docs/features/hotels.md "Voucher and cancellation"). */
export function HotelVoucherPage({ txid, change = {}, openCancel = false }: VoucherPageProps) {
  const login = useSession();
  useKeepUpcomingVouchers();
  if (!login) return null;
  return <VoucherView txid={txid} profileid={login.profilemaster.profileid} change={change} openCancel={openCancel} />;
}

function VoucherView({ txid, profileid, change, openCancel }: Required<VoucherPageProps> & { profileid: string }) {
  const { view, refresh } = useHotelVoucher(profileid, txid);
  if (view.kind === 'loading') {
    return (
      <Stack align="center" py="xl">
        <Loader role="status" aria-label="Loading voucher" />
      </Stack>
    );
  }
  if (view.kind === 'notFound') return <VoucherNotFound txid={txid} offline={view.offline} />;
  return <VoucherBody booking={view.booking} offlineSince={view.offlineSince} polling={view.polling} refresh={refresh} change={change} openCancel={openCancel} />;
}

interface BodyProps {
  booking: HotelBooking;
  offlineSince: number | null;
  polling: boolean;
  refresh: () => void;
  change: VoucherChangeSearch;
  openCancel: boolean;
}

function VoucherBody({ booking, offlineSince, polling, refresh, change, openCancel }: BodyProps) {
  const [banner, setBanner] = useState<{ variant: BannerVariant; message: string } | null>(null);
  // Opened at once when the page was asked to (`?cancel=1` from a trip) and the stay can still be cancelled.
  const [cancelling, setCancelling] = useState(() => openCancel && offlineSince === null && canCancel(booking, new Date()));
  const changeable = canChangeDates(booking, indiaToday(new Date()));
  const [changing, setChanging] = useState(change.change === 1);
  const offline = offlineSince !== null;
  const waiting = booking.status === 'booked' || booking.status === 'cancellationrequested';
  return (
    <Stack data-print-page="">
      {banner && <NotificationBanner variant={banner.variant} message={banner.message} onClose={() => setBanner(null)} />}
      <VoucherActions
        txid={booking.txid}
        paid={booking.status !== 'paymentpending' && booking.status !== 'expired'}
        showCancel={canCancel(booking, new Date())}
        offline={offline}
        onCancel={() => setCancelling(true)}
        showChange={changeable}
        onChange={() => setChanging(true)}
        onError={(message) => setBanner({ variant: 'error', message })}
      />
      {offline && (
        <Alert color="yellow" title="Offline" data-print-hide="">
          Saved on this device {formatTimestamp(new Date(offlineSince).toISOString())}; you are offline.
        </Alert>
      )}
      {waiting && !offline && <WaitingNotice booking={booking} polling={polling} refresh={refresh} />}
      <VoucherSummary booking={booking} />
      <VoucherCharges booking={booking} />
      {!offline && <HotelReviewCard txid={booking.txid} />}
      {changing && changeable && !offline && <VoucherChangeDrawer booking={booking} search={change} onClose={() => setChanging(false)} />}
      <CancelStayDrawer
        opened={cancelling}
        txid={booking.txid}
        currency={booking.currency}
        onClose={() => setCancelling(false)}
        onCancelled={(message) => {
          setCancelling(false);
          setBanner({ variant: 'success', message });
          refresh();
        }}
      />
    </Stack>
  );
}

/** While the hotel has not answered the page asks again by itself; after a while it stops and offers a button. */
function WaitingNotice({ booking, polling, refresh }: Pick<BodyProps, 'booking' | 'polling' | 'refresh'>) {
  const what = booking.status === 'booked' ? 'the booking' : 'the cancellation';
  return (
    <Alert color="blue" title="Waiting for the hotel" data-print-hide="">
      <Group gap="sm">
        {polling && <Loader size="xs" aria-hidden="true" />}
        <Text size="sm">
          {polling
            ? `The hotel has not confirmed ${what} yet. This page updates by itself when it does.`
            : `The hotel has not confirmed ${what} yet.`}
        </Text>
        {!polling && (
          <Button size="xs" variant="default" onClick={refresh}>
            Check again
          </Button>
        )}
      </Group>
    </Alert>
  );
}

/** Unknown txids and other people's bookings alike (the server answers both the same). */
function VoucherNotFound({ txid, offline }: { txid: string; offline: boolean }) {
  return (
    <Stack align="flex-start">
      <Title order={1}>{offline ? 'Voucher not available offline' : 'No hotel booking found'}</Title>
      <Text>
        {offline
          ? `The voucher of booking ${txid} is not saved on this device and the server cannot be reached. Try again when you are online.`
          : `There is no hotel booking ${txid} that you can see.`}
      </Text>
    </Stack>
  );
}
