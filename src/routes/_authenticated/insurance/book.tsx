import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { decodeReviewQuery } from '../../../domain/insurance-query';
import { useSession } from '../../../session/store';
import { InsuranceReviewPage } from '../../../ui/insurance/review/InsuranceReviewPage';
import { reviewMachine } from '../../../ui/insurance/review/review-machine-calls';

interface BookSearch {
  ins: string;
  approvalid?: string;
  /** 'failed' when the card gateway sent the user back. */
  payment?: 'failed';
}

/** /insurance/book?ins=…[&approvalid=…][&payment=failed]: an empty or malformed ins goes to /insurance. */
export const Route = createFileRoute('/_authenticated/insurance/book')({
  validateSearch: (search: Record<string, unknown>): BookSearch => ({
    ins: typeof search.ins === 'string' ? search.ins : '',
    ...(typeof search.approvalid === 'string' && search.approvalid ? { approvalid: search.approvalid } : {}),
    ...(search.payment === 'failed' ? { payment: 'failed' as const } : {}),
  }),
  beforeLoad: ({ search }) => {
    if (!decodeReviewQuery(search.ins)) throw redirect({ to: '/insurance', replace: true });
  },
  component: InsuranceBookRoute,
});

function InsuranceBookRoute() {
  const { ins, approvalid = '', payment } = Route.useSearch();
  const login = useSession();
  const navigate = useNavigate();
  const query = decodeReviewQuery(ins);
  if (!login || !query) return null;
  return (
    <InsuranceReviewPage
      // Another plan or approval starts afresh: new price, new form, its own booking reference.
      key={`${ins}|${approvalid}`}
      login={login}
      ins={ins}
      query={query}
      approvalid={approvalid}
      paymentFailed={payment === 'failed'}
      machine={reviewMachine}
      onBack={(resultsIns) =>
        void (resultsIns ? navigate({ to: '/insurance/search', search: { ins: resultsIns } }) : navigate({ to: '/insurance' }))
      }
      onBooked={(txid) => void navigate({ to: '/insurance/eticket/$txid', params: { txid }, replace: true })}
      onGateway={(paymenturl) => window.location.assign(paymenturl)}
      onAddedToTrip={(tripid) => void navigate({ to: '/trips/$tripid', params: { tripid }, replace: true })}
    />
  );
}
