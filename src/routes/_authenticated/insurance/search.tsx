import { createFileRoute, redirect } from '@tanstack/react-router';
import { decodeResultsQuery } from '../../../domain/insurance-query';
import { InsuranceResultsRoute } from '../../../ui/insurance/search/InsuranceResultsRoute';

/** /insurance/search?ins=…: the plans of one search; without a readable query, back to /insurance. */
export const Route = createFileRoute('/_authenticated/insurance/search')({
  validateSearch: (search: Record<string, unknown>): { ins: string } => ({
    ins: typeof search.ins === 'string' ? search.ins : '',
  }),
  beforeLoad: ({ search }) => {
    if (!decodeResultsQuery(search.ins)) throw redirect({ to: '/insurance', replace: true });
  },
  component: InsuranceSearchRoute,
});

function InsuranceSearchRoute() {
  return <InsuranceResultsRoute ins={Route.useSearch().ins} />;
}
