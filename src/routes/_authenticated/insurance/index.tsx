import { createFileRoute, useNavigate } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { decodePrefill } from '../../../domain/insurance-prefill';
import { encodeResultsQuery } from '../../../domain/insurance-query';
import { MyBookingApprovals } from '../../../ui/components/MyBookingApprovals';
import { useInsuranceCategories } from '../../../ui/insurance/insurance-api';
import { InsuranceSearchPage } from '../../../ui/insurance/search/InsuranceSearchPage';

/** /insurance[?trip=…]: the search form (prefilled from a trip another page offers to insure); a complete search goes to the results page. */
export const Route = createFileRoute('/_authenticated/insurance/')({
  validateSearch: (search: Record<string, unknown>): { trip?: string } =>
    typeof search.trip === 'string' ? { trip: search.trip } : {},
  component: InsuranceSearchRoute,
});

function InsuranceSearchRoute() {
  const navigate = useNavigate();
  const categories = useInsuranceCategories();
  const prefill = decodePrefill(Route.useSearch().trip);
  return (
    <InsuranceSearchPage
      prefill={prefill}
      categories={categories}
      today={dayjs().format('YYYY-MM-DD')}
      onSearch={(query) => void navigate({ to: '/insurance/search', search: { ins: encodeResultsQuery(query) } })}
    >
      <MyBookingApprovals service="insurance" />
    </InsuranceSearchPage>
  );
}
