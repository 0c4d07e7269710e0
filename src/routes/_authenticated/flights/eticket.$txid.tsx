import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { parseFares, selectedOf } from '../../../ui/flights/book/book-query';
import { FlightTicketPage } from '../../../ui/flights/ticket/FlightTicketPage';
import { goToPaymentGateway } from '../../../ui/payment/go-to-gateway';

interface EticketSearch {
  cancel?: 1;
  /** Opens the 'Change date' drawer (docs/features/flights-reschedule.md). */
  change?: 1;
  /** With change=1: an approved change, its search's responseid, farekeys (JSON list) and approval. */
  rid?: string;
  fares?: string[];
  approvalid?: string;
  /** This booking was just made by changing another one's dates. */
  changed?: 1;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
/** The router parses the URL's JSON list; a list left as text is read the same. */
const faresOf = (value: unknown) =>
  (typeof value === 'string' ? parseFares(value) : parseFares(JSON.stringify(value ?? null))) ?? undefined;

/** /flights/eticket/$txid: the flight e-ticket (docs/product.md#screens-and-routes), polled while it is being issued. */
export const Route = createFileRoute('/_authenticated/flights/eticket/$txid')({
  // ?cancel=1 (a trip's flight item) opens the cancel drawer; ?change=1 the reschedule's.
  validateSearch: (search: Record<string, unknown>): EticketSearch => {
    const rid = text(search.rid);
    const fares = faresOf(search.fares);
    const approvalid = text(search.approvalid);
    return {
      ...(String(search.cancel) === '1' ? { cancel: 1 as const } : {}),
      ...(String(search.change) === '1' ? { change: 1 as const } : {}),
      ...(rid && fares && approvalid ? { rid, fares, approvalid } : {}),
      ...(String(search.changed) === '1' ? { changed: 1 as const } : {}),
    };
  },
  component: function FlightTicketRoute() {
    const { txid } = Route.useParams();
    const { cancel, change, rid, fares, approvalid, changed } = Route.useSearch();
    const navigate = useNavigate();
    const resume =
      change === 1 && rid && fares && approvalid ? { responseid: rid, selected: selectedOf(fares), approvalid } : null;
    // Keyed by id: another ticket starts a fresh polling machine.
    return (
      <FlightTicketPage
        key={txid}
        txid={txid}
        openCancel={cancel === 1}
        changed={changed === 1}
        change={{
          open: change === 1,
          resume,
          onChanged: (next) =>
            void navigate({
              to: '/flights/eticket/$txid',
              params: { txid: next },
              search: { changed: 1 },
              replace: true,
            }),
          onGateway: (paymenturl) => goToPaymentGateway(paymenturl),
        }}
      />
    );
  },
});
