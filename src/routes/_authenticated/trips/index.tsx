import { Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { isTravelCoordinator } from '../../../domain/trip-roles';
import { useSession } from '../../../session/store';
import { UpcomingTripsSection } from '../../../ui/coordinators/UpcomingTripsSection';
import { TripsPage } from '../../../ui/trips/TripsPage';

export const Route = createFileRoute('/_authenticated/trips/')({
  component: TripsRoute,
});

/** The user's trips; a travel coordinator also finds their travellers' upcoming trips here (docs/features/coordinators.md). */
function TripsRoute() {
  const login = useSession();
  const coordinator = login !== null && isTravelCoordinator(login.profilemaster.corporate_role);
  return (
    <Stack gap="xl">
      <TripsPage />
      {coordinator && <UpcomingTripsSection />}
    </Stack>
  );
}
