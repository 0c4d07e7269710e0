import { createFileRoute, useNavigate } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { encodeResultsQuery } from '../../../domain/insurance-query';
import { MyBookingApprovals } from '../../../ui/components/MyBookingApprovals';
import { useInsuranceCategories } from '../../../ui/insurance/insurance-api';
import { InsuranceSearchPage } from '../../../ui/insurance/search/InsuranceSearchPage';

/** /insurance: the search form; a complete search goes to the results page. */
export const Route = createFileRoute('/_authenticated/insurance/')({
  component: InsuranceSearchRoute,
});

function InsuranceSearchRoute() {
  const navigate = useNavigate();
  const categories = useInsuranceCategories();
  return (
    <InsuranceSearchPage
      categories={categories}
      today={dayjs().format('YYYY-MM-DD')}
      onSearch={(query) => void navigate({ to: '/insurance/search', search: { ins: encodeResultsQuery(query) } })}
    >
      <MyBookingApprovals service="insurance" />
    </InsuranceSearchPage>
  );
}
