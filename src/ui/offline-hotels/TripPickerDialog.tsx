import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { DeskTrip } from '../../contract/offline-hotels/operations';
import { formatDateRange } from '../../domain/format';
import { useServerSearch } from '../components/use-server-search';
import { findDeskTrips } from './offline-hotels-api';

/** For a stay booked by phone without a request: find the traveller's approved or booked trip and choose it. */
export function TripPickerDialog({ onClose, onChoose }: { onClose: () => void; onChoose: (trip: DeskTrip) => void }) {
  const [text, setText] = useState('');
  const trips = useServerSearch(text, findDeskTrips);
  return (
    <Modal opened onClose={onClose} title="Book a stay without a request" centered>
      <Stack>
        <TextInput
          label="Traveller or trip"
          description="Name or email of the traveller, trip name, destination or trip id"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          data-autofocus
        />
        {trips.length === 0 ? (
          <Text size="sm" c="dimmed">
            No approved or booked trip matches yet.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Trips">
            {trips.map((trip) => (
              <Group key={trip.tripid} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm">{`${trip.travellername}: ${trip.tripname} to ${trip.destination}, ${formatDateRange(trip.fromdate, trip.todate)} (${trip.tripid})`}</Text>
                <Button size="xs" variant="light" onClick={() => onChoose(trip)} aria-label={`Choose trip ${trip.tripid} of ${trip.travellername}`}>
                  Choose
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
