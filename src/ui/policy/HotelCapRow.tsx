import { Grid, Group, Paper } from '@mantine/core';
import { HOTEL_PLACE_TYPES } from '../../contract/policy/hotel-rules';
import { AmountInput } from './AmountInput';
import { PlaceField } from './PlaceField';
import { RemoveCapButton } from './RemoveCapButton';
import type { Choice } from './policy-api';
import type { ErrorAt, HotelCapDraft } from './rules-form';

export interface HotelCapRowProps {
  index: number;
  cap: HotelCapDraft;
  groups: readonly Choice[];
  errorAt: ErrorAt;
  onChange: (cap: HotelCapDraft) => void;
  onRemove: () => void;
}

/** One hotel cap: its place (a city, country, location group or anywhere) and the most a room there may cost a night. */
export function HotelCapRow({ index, cap, groups, errorAt, onChange, onRemove }: HotelCapRowProps) {
  const name = `Hotel cap ${index + 1}`;
  const error = (field: string) => errorAt(`hotel.nightlycaps.${index}.${field}`);
  return (
    <Paper withBorder p="sm" component="fieldset" aria-label={name} style={{ margin: 0 }}>
      <Grid gap="xs">
        <Grid.Col span={12}>
          <PlaceField
            label="Place"
            types={HOTEL_PLACE_TYPES}
            type={cap.placetype}
            value={cap.place}
            groups={groups}
            // The kinds offered are the hotel cap's, so the type read back is one of them.
            onChange={(placetype, place) =>
              onChange({ ...cap, placetype: placetype as HotelCapDraft['placetype'], place })
            }
            error={error('place')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <AmountInput
            label="Max a night per room"
            placeholder="Required"
            value={cap.maxnightly}
            onChange={(maxnightly) => onChange({ ...cap, maxnightly })}
            error={error('maxnightly')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Group h="100%" justify="flex-end" align="center">
            <RemoveCapButton name={name} onRemove={onRemove} />
          </Group>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
