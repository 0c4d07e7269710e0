import { createFileRoute } from '@tanstack/react-router';
import { HotelSearchRoute } from '../../../ui/hotels/search/HotelSearchRoute';

/** /hotels: the hotel search form and the recent searches (docs/features/hotels.md "Screens"). */
export const Route = createFileRoute('/_authenticated/hotels/')({
  component: () => <HotelSearchRoute base="/hotels" />,
});
