import { createFileRoute } from '@tanstack/react-router';
import { FlightTicketPage } from '../../../ui/flights/ticket/FlightTicketPage';

/** /flights/eticket/$txid: the flight e-ticket (core spec §2), polled while it is being issued. */
export const Route = createFileRoute('/_authenticated/flights/eticket/$txid')({
  component: function FlightTicketRoute() {
    const { txid } = Route.useParams();
    // Keyed by id: another ticket starts a fresh polling machine.
    return <FlightTicketPage key={txid} txid={txid} />;
  },
});
