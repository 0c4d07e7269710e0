import { createFileRoute, redirect, useNavigate, useRouter } from '@tanstack/react-router';
import { useSession } from '../../../session/store';
import { FlightBookPage } from '../../../ui/flights/book/FlightBookPage';
import { bookMachine } from '../../../ui/flights/book/book-machine-calls';
import { parseFares } from '../../../ui/flights/book/book-query';
import { goToPaymentGateway } from '../../../ui/payment/go-to-gateway';

interface BookSearch {
  /** The search's responseid. */
  rid: string;
  /** The chosen farekeys, in the search's selected order (a JSON list in the URL). */
  fares: string[];
  approvalid?: string;
  /** 'failed' when the card gateway sent the user back. */
  payment?: 'failed';
}

/** The router parses the URL's JSON list; a list left as text (quoted in the URL) is read the same. */
const faresOf = (value: unknown): string[] =>
  (typeof value === 'string' ? parseFares(value) : parseFares(JSON.stringify(value ?? null))) ?? [];

/** /flights/book?rid=…&fares=[…][&approvalid=…][&payment=failed]: a missing rid or unreadable fares go to /flights. */
export const Route = createFileRoute('/_authenticated/flights/book')({
  validateSearch: (search: Record<string, unknown>): BookSearch => ({
    rid: typeof search.rid === 'string' ? search.rid.trim() : '',
    fares: faresOf(search.fares),
    ...(typeof search.approvalid === 'string' && search.approvalid ? { approvalid: search.approvalid } : {}),
    ...(search.payment === 'failed' ? { payment: 'failed' as const } : {}),
  }),
  beforeLoad: ({ search }) => {
    if (!search.rid || search.fares.length === 0) throw redirect({ to: '/flights', replace: true });
  },
  component: FlightBookRoute,
});

function FlightBookRoute() {
  const { rid, fares, approvalid = '', payment } = Route.useSearch();
  const login = useSession();
  const navigate = useNavigate();
  const router = useRouter();
  if (!login) return null;
  const key = JSON.stringify(fares);
  return (
    <FlightBookPage
      // Other fares or another approval start afresh: new price, new form, their own booking reference.
      key={`${rid}|${key}|${approvalid}`}
      login={login}
      rid={rid}
      farekeys={fares}
      approvalid={approvalid}
      paymentFailed={payment === 'failed'}
      machine={bookMachine}
      onBack={() => (router.history.canGoBack() ? router.history.back() : void navigate({ to: '/flights' }))}
      onSearchAgain={() => void navigate({ to: '/flights' })}
      onBooked={(txid) => void navigate({ to: '/flights/eticket/$txid', params: { txid }, replace: true })}
      onGateway={(paymenturl) => goToPaymentGateway(paymenturl)}
      onAddedToTrip={(tripid) => void navigate({ to: '/trips/$tripid', params: { tripid }, replace: true })}
    />
  );
}
