import { createFileRoute } from '@tanstack/react-router';
import { HotelSearchRoute } from '../../../../ui/hotels/search/HotelSearchRoute';

/** /v2/hotels: the hotel flow of companies on hotel version v2 (docs/features/hotels.md "Versions"). */
export const Route = createFileRoute('/_authenticated/v2/hotels/')({
  component: () => <HotelSearchRoute base="/v2/hotels" />,
});
