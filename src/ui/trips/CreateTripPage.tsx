import { Paper, Stack, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { type TripAuthor, createDraftTrip } from '../../db/trips-drafts';
import { syncTripChanges } from '../../db/trips-sync';
import { TripForm } from './TripForm';
import { EMPTY_TRIP_FORM } from './trip-form';
import { TRIP_FAILURE } from '../shared/trip-errors';
import { useTripUser } from './use-trip-user';

/** /trips/new: the trip is saved on this device and queued; online it reaches the server at once. */
export function CreateTripPage() {
  const user = useTripUser();
  if (!user) return null;
  return <CreateTrip user={user} />;
}

function CreateTrip({ user }: { user: TripAuthor }) {
  const navigate = useNavigate();
  return (
    <Stack maw={860}>
      <Title order={1}>Create trip</Title>
      <Paper withBorder p="md">
        <TripForm
          user={user}
          initial={EMPTY_TRIP_FORM}
          label="Create trip"
          submitLabel="Save trip"
          onCancel={() => void navigate({ to: '/trips' })}
          onSubmit={async (input) => {
            let tripid: string;
            try {
              tripid = await createDraftTrip(input, user);
            } catch {
              return TRIP_FAILURE.create;
            }
            // Online this sends the create now; offline it waits in the outbox. The trip page shows which.
            void syncTripChanges(user.profileid);
            await navigate({ to: '/trips/$tripid', params: { tripid } });
            return null;
          }}
        />
      </Paper>
    </Stack>
  );
}
