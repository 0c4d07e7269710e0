import { useState } from 'react';
import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import type { InsuranceInvoice } from '../../../contract/insurance/booking';
import { useSession } from '../../../session/store';
import { type BannerVariant, NotificationBanner } from '../../components/NotificationBanner';
import { CancelDrawer } from './CancelDrawer';
import { TicketActions } from './TicketActions';
import { InstallCard } from '../../components/InstallCard';
import { ShareButton } from '../../components/ShareButton';
import { TicketFare, TicketRefunds } from './TicketFare';
import { TicketSummary } from './TicketSummary';
import { TicketTravellers } from './TicketTravellers';
import { cancelInsuranceTravellers } from './ticket-api';
import { canCancel } from './ticket-fields';
import { useInsuranceTicket } from './use-insurance-ticket';
import './ticket-print.css';

export interface InsuranceTicketPageProps {
  txid: string;
  fromCorporateTrips: boolean;
}

/** /insurance/eticket/$txid: the ticket from the device cache, refreshed from the server. */
export function InsuranceTicketPage(props: InsuranceTicketPageProps) {
  const login = useSession();
  if (!login) return null;
  const { profileid, corporateid } = login.profilemaster;
  return <TicketView {...props} profileid={profileid} corporateid={corporateid} />;
}

type ViewProps = InsuranceTicketPageProps & { profileid: string; corporateid: string };

function TicketView({ txid, fromCorporateTrips, profileid, corporateid }: ViewProps) {
  const { invoice, outcome, reload } = useInsuranceTicket(profileid, txid);
  if (invoice === undefined || (invoice === null && outcome === 'loading')) {
    return (
      <Stack align="center" py="xl">
        <Loader role="status" aria-label="Loading ticket" />
      </Stack>
    );
  }
  if (invoice === null) return <TicketNotFound txid={txid} offline={outcome === 'offline'} />;
  return (
    <TicketBody
      invoice={invoice}
      offline={outcome === 'offline'}
      reload={reload}
      fromCorporateTrips={fromCorporateTrips}
      profileid={profileid}
      corporateid={corporateid}
    />
  );
}

type BodyProps = Omit<ViewProps, 'txid'> & { invoice: InsuranceInvoice; offline: boolean; reload: () => void };

function TicketBody({ invoice, offline, reload, fromCorporateTrips, profileid, corporateid }: BodyProps) {
  const [banner, setBanner] = useState<{ variant: BannerVariant; message: string } | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const { insurancerecord: record, passengers } = invoice;
  const currency = record.base_currency || 'INR';

  const cancel = async (paxsnos: number[], remarks: string): Promise<string | null> => {
    const outcome = await cancelInsuranceTravellers({ corporateid, profileid, txid: record.txid, paxsnos, remarks });
    reload();
    if (!outcome.ok) return outcome.message;
    setCancelling(false);
    setBanner({ variant: 'success', message: outcome.message });
    return null;
  };

  return (
    <Stack data-insurance-ticket="">
      {banner && (
        <NotificationBanner variant={banner.variant} message={banner.message} onClose={() => setBanner(null)} />
      )}
      <TicketActions
        txid={record.txid}
        fromCorporateTrips={fromCorporateTrips}
        showCancel={canCancel(record, passengers)}
        paid={record.tgbookingref !== ''}
        onCancel={() => setCancelling(true)}
        onError={(message) => setBanner({ variant: 'error', message })}
      />
      <ShareButton path={`/insurance/eticket/${record.txid}`} title={`Insurance e-ticket ${record.txid}`} text={`Insurance e-ticket, booking ${record.txid}`} />
      {offline && (
        <Alert color="yellow" title="Offline" data-print-hide="">
          The server cannot be reached. This is the ticket as last saved on this device.
        </Alert>
      )}
      <TicketSummary record={record} />
      <TicketTravellers passengers={passengers} currency={currency} />
      <TicketFare record={record} />
      <TicketRefunds invoice={invoice} />
      <InstallCard />
      <CancelDrawer
        opened={cancelling}
        passengers={passengers}
        onConfirm={cancel}
        onClose={() => setCancelling(false)}
      />
    </Stack>
  );
}

/** docs/product.md#error-messages "Insurance ticket unknown": unknown ids and other people's tickets alike. */
function TicketNotFound({ txid, offline }: { txid: string; offline: boolean }) {
  return (
    <Stack align="flex-start">
      <Title order={1}>{offline ? 'Ticket not available offline' : 'Sorry! No ticket found'}</Title>
      <Text>
        {offline
          ? `Ticket ${txid} is not saved on this device and the server cannot be reached. Try again when you are online.`
          : `Transaction ID: ${txid}`}
      </Text>
    </Stack>
  );
}
