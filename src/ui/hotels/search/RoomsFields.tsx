import { Group, NativeSelect, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { MAX_ADULTS, MAX_CHILD_AGE, MAX_CHILDREN, MAX_ROOMS } from './hotel-query';
import { childField, withChildCount, type RoomValues } from './hotel-search-rules';

export interface RoomsFieldsProps {
  rooms: RoomValues[];
  errors: Record<string, string>;
  onRoomCount: (count: number) => void;
  onRoom: (index: number, room: RoomValues) => void;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
const AGES = [
  { value: '', label: 'Age' },
  ...range(0, MAX_CHILD_AGE).map((a) => ({ value: a, label: a === '0' ? 'Under 1' : a })),
];

/** Rooms 1–6; per room adults 1–4 and up to 3 children, each with an age (the hotel prices by age). */
export function RoomsFields({ rooms, errors, onRoomCount, onRoom }: RoomsFieldsProps) {
  return (
    <Stack gap="xs">
      <NativeSelect
        label="Rooms"
        value={String(rooms.length)}
        data={range(1, MAX_ROOMS)}
        onChange={(e) => onRoomCount(Number(e.currentTarget.value))}
        maw={200}
      />
      {rooms.map((room, r) => (
        <Paper key={r} withBorder p="xs" component="fieldset" aria-label={`Room ${r + 1}`} style={{ margin: 0 }}>
          <Stack gap={4}>
            <Text size="sm" fw={600} aria-hidden>
              Room {r + 1}
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 4 }} verticalSpacing="xs">
              <NativeSelect
                label={`Room ${r + 1} adults`}
                value={String(room.adults)}
                data={range(1, MAX_ADULTS)}
                onChange={(e) => onRoom(r, { ...room, adults: Number(e.currentTarget.value) })}
              />
              <NativeSelect
                label={`Room ${r + 1} children (0-17)`}
                value={String(room.childages.length)}
                data={range(0, MAX_CHILDREN)}
                onChange={(e) => onRoom(r, withChildCount(room, Number(e.currentTarget.value)))}
              />
            </SimpleGrid>
            {room.childages.length > 0 && (
              <Group gap="xs" align="flex-start">
                {room.childages.map((age, c) => (
                  <NativeSelect
                    key={c}
                    label={`Room ${r + 1}, child ${c + 1} age`}
                    value={age === null ? '' : String(age)}
                    data={AGES}
                    error={errors[childField(r, c)]}
                    onChange={(e) => {
                      const text = e.currentTarget.value;
                      const childages = room.childages.map((a, i) =>
                        i === c ? (text === '' ? null : Number(text)) : a,
                      );
                      onRoom(r, { ...room, childages });
                    }}
                  />
                ))}
              </Group>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
