import { useState } from 'react';
import { Alert, Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { FlightInvoice } from '../../../contract/flights/invoice';
import { TICKET_PENDING_TEXT, noTicketMessage, ticketStage } from '../../../machines/booking/ticket-polling.logic';
import { useSession } from '../../../session/store';
import { NotificationBanner } from '../../components/NotificationBanner';
import { ChangeDateAction } from '../reschedule/ChangeDateAction';
import { rescheduleTripOf } from '../reschedule/reschedule-trip';
import type { ChangeLaunch } from '../reschedule/use-flight-reschedule';
import { FlightTicketActions } from './FlightTicketActions';
import { InsureTripCard } from './InsureTripCard';
import { TicketCancellation } from './TicketCancellation';
import { TicketChangeLinks } from './TicketChangeLinks';
import { TicketExtras } from './TicketExtras';
import { TicketFareBreakup } from './TicketFareBreakup';
import { TicketNotes } from './TicketNotes';
import { TicketSectors } from './TicketSectors';
import { TicketShareActions } from './TicketShareActions';
import { InstallCard } from '../../components/InstallCard';
import { TicketNumbers, TicketPassengers } from './TicketTravellers';
import { newerInvoice, statusLabel } from './ticket-cancel-view';
import { cabinName } from '../../../domain/display-names';
import { useFlightCancel } from './use-flight-cancel';
import { useFlightTicket } from './use-flight-ticket';
import './flight-ticket-print.css';

export interface FlightTicketPageProps {
  txid: string;
  openCancel?: boolean;
  /** The 'Change date' drawer's start and ends (docs/features/flights-reschedule.md). */
  change?: ChangeLaunch;
  /** Just made by changing another booking's dates: says so. */
  changed?: boolean;
}

const NO_CHANGE: ChangeLaunch = { open: false, resume: null, onChanged: () => undefined, onGateway: () => undefined };

/** /flights/eticket/$txid (docs/product.md#flight-e-ticket "Flight e-ticket page", docs/product.md#flight-e-ticket "Flight ticket"). */
export function FlightTicketPage({ txid, openCancel = false, change = NO_CHANGE, changed = false }: FlightTicketPageProps) {
  const login = useSession();
  // Each attempt is a fresh polling machine: 'Check again' after the polls ran out, 'Try again' after a failure.
  const [attempt, setAttempt] = useState(0);
  if (!login) return null;
  return (
    <TicketView
      key={`${txid}#${attempt}`}
      txid={txid}
      profileid={login.profilemaster.profileid}
      retry={() => setAttempt((n) => n + 1)}
      openCancel={openCancel}
      change={change}
      changed={changed}
    />
  );
}

interface TicketViewProps {
  txid: string;
  profileid: string;
  retry: () => void;
  openCancel: boolean;
  change: ChangeLaunch;
  changed: boolean;
}

function TicketView({ txid, profileid, retry, openCancel, change, changed }: TicketViewProps) {
  const view = useFlightTicket(profileid, txid);
  switch (view.kind) {
    case 'loading':
      return <Spinner label="Loading ticket" />;
    case 'pending':
      return <Spinner label={TICKET_PENDING_TEXT} text={TICKET_PENDING_TEXT} />;
    case 'notFound':
      return (
        <Stack align="flex-start">
          <Title order={1} size="h3">
            {noTicketMessage(txid)}
          </Title>
        </Stack>
      );
    case 'failed':
      return (
        <Stack align="flex-start">
          <Alert color="red" title="The ticket could not be loaded">
            {view.error || 'The server cannot be reached.'} This ticket is not saved on this device.
          </Alert>
          <Button onClick={retry}>Try again</Button>
        </Stack>
      );
    case 'ticket':
      return (
        <TicketBody
          txid={txid}
          invoice={view.invoice}
          offline={view.offline}
          stillPending={view.stillPending}
          retry={retry}
          openCancel={openCancel}
          change={change}
          changed={changed}
        />
      );
  }
}

function Spinner({ label, text }: { label: string; text?: string }) {
  return (
    <Stack align="center" py="xl">
      <Loader role="status" aria-label={label} />
      {text && <Text>{text}</Text>}
    </Stack>
  );
}

interface BodyProps {
  txid: string;
  invoice: FlightInvoice;
  offline: boolean;
  stillPending: boolean;
  retry: () => void;
  openCancel: boolean;
  change: ChangeLaunch;
  changed: boolean;
}

function TicketBody({ txid, invoice: polled, offline, stillPending, retry, openCancel, change, changed }: BodyProps) {
  const [error, setError] = useState('');
  const cancel = useFlightCancel(txid, polled, openCancel);
  const invoice = newerInvoice(polled, cancel.invoice);
  const pending = ticketStage(invoice) === 'pending';
  const { booking_status: status, cabinclass } = invoice.flightRecord;
  const trip = rescheduleTripOf(invoice);
  return (
    <Stack data-flight-ticket="">
      {error && <NotificationBanner variant="error" message={error} onClose={() => setError('')} />}
      <FlightTicketActions invoice={invoice} txid={txid} onError={setError} />
      <TicketShareActions invoice={invoice} txid={txid} />
      {offline && (
        <Alert color="yellow" title="Offline" data-print-hide="">
          The server cannot be reached. This is the ticket as last saved on this device.
        </Alert>
      )}
      {pending && (
        <Alert color="blue" title={TICKET_PENDING_TEXT} data-print-hide="">
          {stillPending ? 'The ticket is taking longer than usual to be issued. ' : ''}Ticket numbers and PNRs show once
          the airline confirms.{' '}
          {stillPending && (
            <Button size="xs" variant="light" onClick={retry}>
              Check again
            </Button>
          )}
        </Alert>
      )}
      <Group justify="space-between" align="baseline">
        <Title order={1} size="h3">
          Flight e-ticket
        </Title>
        <Group gap="xs" role="group" aria-label="Booking status">
          <Text size="sm">Transaction No: {txid}</Text>
          {status && (
            <Badge variant="light">
              {statusLabel(status)}
            </Badge>
          )}
          {cabinclass && (
            <Badge variant="outline">
              {cabinName(cabinclass)}
            </Badge>
          )}
        </Group>
      </Group>
      <TicketChangeLinks record={invoice.flightRecord} />
      {changed && (
        <Alert color="green" title="Flight changed" data-print-hide="">
          Your flight&apos;s date has been changed. This is your new booking.
        </Alert>
      )}
      {!offline && (
        <TicketCancellation invoice={invoice} cancel={cancel}>
          {trip && <ChangeDateAction txid={txid} trip={trip} launch={change} />}
        </TicketCancellation>
      )}
      <TicketPassengers invoice={invoice} />
      <TicketNumbers invoice={invoice} txid={txid} checkinOpen={!pending} />
      <TicketSectors invoice={invoice} />
      <TicketExtras invoice={invoice} />
      <TicketFareBreakup invoice={invoice} />
      {!offline && <InsureTripCard invoice={invoice} />}
      <InstallCard />
      <TicketNotes />
    </Stack>
  );
}
