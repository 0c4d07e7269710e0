import { createFileRoute } from '@tanstack/react-router';
import { Text } from '@mantine/core';
import { fulfilOfflineHotel } from '../../contract/offline-hotels/operations';
import { useSession } from '../../session/store';
import { HotelBookingFormPage } from '../../ui/offline-hotels/HotelBookingFormPage';
import { mayCall } from '../../ui/shared/admin-access';

/** /hotel-booking-form: the travel desk's offline hotel requests (docs/features/offline-hotels.md). */
export const Route = createFileRoute('/_authenticated/hotel-booking-form')({
  component: HotelBookingFormRoute,
});

function HotelBookingFormRoute() {
  const login = useSession();
  if (!login) return null;
  // The server refuses everyone else; the page says so instead of a list that fails to load.
  if (!mayCall(fulfilOfflineHotel, login.profilemaster.corporate_role)) return <Text>The hotel booking form is for your company's travel admins.</Text>;
  return <HotelBookingFormPage />;
}
