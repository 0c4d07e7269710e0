import { createFileRoute } from '@tanstack/react-router';
import { FlightTicketPage } from '../../../ui/flights/ticket/FlightTicketPage';

/** /flights/eticket/$txid: the flight e-ticket (docs/product.md#screens-and-routes), polled while it is being issued. */
export const Route = createFileRoute('/_authenticated/flights/eticket/$txid')({
  // ?cancel=1 (a trip's flight item) opens the cancel drawer.
  validateSearch: (search: Record<string, unknown>): { cancel?: 1 } =>
    String(search.cancel) === '1' ? { cancel: 1 } : {},
  component: function FlightTicketRoute() {
    const { txid } = Route.useParams();
    const { cancel } = Route.useSearch();
    // Keyed by id: another ticket starts a fresh polling machine.
    return <FlightTicketPage key={txid} txid={txid} openCancel={cancel === 1} />;
  },
});
