import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { FoundGuestHouse } from '../../contract/guesthouses/operations';
import type { GuestHouseRoom } from '../../contract/guesthouses/shapes';
import { ROOM_TYPE_LABEL, nightsText, sleeps } from './guesthouse-texts';

export interface SearchResultsProps {
  nights: number;
  guesthouses: FoundGuestHouse[];
  onReserve: (house: FoundGuestHouse, room: GuestHouseRoom) => void;
}

/** The guest houses with a room free every night of the stay; each room reservable. */
export function SearchResults({ nights, guesthouses, onReserve }: SearchResultsProps) {
  if (guesthouses.length === 0) return <Text role="status">No room is free for these dates. Try other dates or fewer guests.</Text>;
  return (
    <Stack gap="md">
      <Text role="status">
        {guesthouses.reduce((n, h) => n + h.rooms.length, 0)} rooms free for {nightsText(nights)}
      </Text>
      {guesthouses.map((house) => (
        <Card key={house.guesthouseid} withBorder component="section" aria-label={house.name}>
          <Title order={3} size="h4">
            {house.name}
          </Title>
          <Text size="sm">{house.address}</Text>
          <Text size="sm" c="dimmed">
            Check-in from {house.checkintime}, check-out by {house.checkouttime}
            {house.contactname ? ` · ${house.contactname}` : ''}
            {house.contactphone ? ` · ${house.contactphone}` : ''}
          </Text>
          <Stack gap="xs" mt="sm" component="ul" style={{ listStyle: 'none', padding: 0 }}>
            {house.rooms.map((room) => (
              <Group key={room.roomid} component="li" justify="space-between" wrap="wrap">
                <Text>
                  Room {room.name} · {ROOM_TYPE_LABEL[room.roomtype]}, {sleeps(room.capacity)}
                </Text>
                <Button size="xs" onClick={() => onReserve(house, room)} aria-label={`Reserve room ${room.name} at ${house.name}`}>
                  Reserve
                </Button>
              </Group>
            ))}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
