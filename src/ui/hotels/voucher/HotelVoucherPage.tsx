import { useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { HotelBooking } from '../../../contract/hotels/booking-shapes';
import { formatTimestamp } from '../../../domain/format';
import { useSession } from '../../../session/store';
import { type BannerVariant, NotificationBanner } from '../../components/NotificationBanner';
import { HotelReviewCard } from '../reviews/HotelReviewCard';
import { CancelStayDrawer } from './CancelStayDrawer';
import { VoucherActions } from './VoucherActions';
import { VoucherCharges } from './VoucherCharges';
import { VoucherSummary } from './VoucherSummary';
import { useKeepUpcomingVouchers } from './keep-upcoming-vouchers';
import { useHotelVoucher } from './use-hotel-voucher';
import { canCancel } from './voucher-view';
import './voucher-print.css';

/** /hotels/voucher/$txid (docs/features/hotels.md "Voucher and cancellation"). */
export function HotelVoucherPage({ txid }: { txid: string }) {
  const login = useSession();
  useKeepUpcomingVouchers();
  if (!login) return null;
  return <VoucherView txid={txid} profileid={login.profilemaster.profileid} />;
}

function VoucherView({ txid, profileid }: { txid: string; profileid: string }) {
  const { view, refresh } = useHotelVoucher(profileid, txid);
  if (view.kind === 'loading') {
    return (
      <Stack align="center" py="xl">
        <Loader role="status" aria-label="Loading voucher" />
      </Stack>
    );
  }
  if (view.kind === 'notFound') return <VoucherNotFound txid={txid} offline={view.offline} />;
  return <VoucherBody booking={view.booking} offlineSince={view.offlineSince} polling={view.polling} refresh={refresh} />;
}

interface BodyProps {
  booking: HotelBooking;
  offlineSince: number | null;
  polling: boolean;
  refresh: () => void;
}

function VoucherBody({ booking, offlineSince, polling, refresh }: BodyProps) {
  const [banner, setBanner] = useState<{ variant: BannerVariant; message: string } | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const offline = offlineSince !== null;
  const waiting = booking.status === 'booked' || booking.status === 'cancellationrequested';
  return (
    <Stack data-hotel-voucher="">
      {banner && <NotificationBanner variant={banner.variant} message={banner.message} onClose={() => setBanner(null)} />}
      <VoucherActions
        txid={booking.txid}
        paid={booking.status !== 'paymentpending' && booking.status !== 'expired'}
        showCancel={canCancel(booking, new Date())}
        offline={offline}
        onCancel={() => setCancelling(true)}
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
function WaitingNotice({ booking, polling, refresh }: Omit<BodyProps, 'offlineSince'>) {
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
