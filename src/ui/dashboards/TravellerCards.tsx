import { Money } from '../components/Money';
import { FigureCards } from './TotalsCards';
import type { travellerTotals } from './traveller-tables';

/** The traveller's four figures, as cards like /dashboard's totals. */
export function TravellerCards({ totals }: { totals: ReturnType<typeof travellerTotals> }) {
  return (
    <FigureCards
      cards={[
        { label: 'Total spend', value: <Money minor={totals.spend} /> },
        { label: 'Bookings', value: totals.bookings },
        { label: 'Upcoming trips', value: totals.upcoming },
        { label: 'Missed savings', value: <Money minor={totals.missed} /> },
      ]}
    />
  );
}
