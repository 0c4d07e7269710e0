import { createFileRoute, useNavigate } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { encodeFlightQuery, resultRouteFor } from '../../../ui/flights/search/flight-query';
import { FlightSearchPage } from '../../../ui/flights/search/FlightSearchPage';
import { loadFareCalendar } from '../../../ui/flights/search/use-fare-calendar';
import { RecentTripsPanel } from '../../../ui/trips/RecentTripsPanel';

/** /flights: the search form; a valid search goes to its results route (flight-query.ts). */
export const Route = createFileRoute('/_authenticated/flights/')({
  component: FlightSearchRoute,
});

function FlightSearchRoute() {
  const navigate = useNavigate();
  return (
    <FlightSearchPage
      today={dayjs().format('YYYY-MM-DD')}
      loadFares={loadFareCalendar}
      onSearch={(query) => void navigate({ to: resultRouteFor(query), search: { fs: encodeFlightQuery(query) } })}
    >
      {/* The traveller's home (docs/product.md#screens-and-routes): their 5 most recent trips. */}
      <RecentTripsPanel />
    </FlightSearchPage>
  );
}
