import { createFileRoute } from '@tanstack/react-router';
import { InsuranceTicketPage } from '../../../../ui/insurance/ticket/InsuranceTicketPage';

/** /insurance/eticket/$txid[?from=corporatetrips]: 'from' only steers the Back button. */
export const Route = createFileRoute('/_authenticated/insurance/eticket/$txid')({
  validateSearch: (search: Record<string, unknown>): { from?: 'corporatetrips' } =>
    search.from === 'corporatetrips' ? { from: 'corporatetrips' } : {},
  component: function InsuranceTicketRoute() {
    const { txid } = Route.useParams();
    const { from } = Route.useSearch();
    // Keyed by id: another ticket starts with fresh local state (drawer, messages).
    return <InsuranceTicketPage key={txid} txid={txid} fromCorporateTrips={from === 'corporatetrips'} />;
  },
});
