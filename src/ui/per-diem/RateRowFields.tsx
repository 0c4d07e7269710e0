import { Button, Grid, Group, Paper, Select, Text, TextInput } from '@mantine/core';
import { REFERENCE_CURRENCIES } from '../../domain/currency-rates';
import { type AmountField, type CellErrors, type RateDraft, draftTotal } from './rate-rows';

export interface RateRowFieldsProps {
  index: number;
  draft: RateDraft;
  locations: { value: string; label: string; disabled: boolean }[];
  errors: CellErrors;
  onChange: (draft: RateDraft) => void;
  onRemove: () => void;
}

const AMOUNTS: { field: AmountField; label: string }[] = [
  { field: 'lodging', label: 'Lodging' },
  { field: 'meals', label: 'Meals' },
  { field: 'incidentals', label: 'Incidentals' },
];

/**
 * One row of a rate table: where it applies, its currency, the three daily amounts and their total.
 * Each control is named with its row ("Meals, row 2"): every row has the same visible labels.
 */
export function RateRowFields({ index, draft, locations, errors, onChange, onRemove }: RateRowFieldsProps) {
  const row = `row ${index + 1}`;
  const error = (cell: string) => errors[`${index}.${cell}`];
  const set = (patch: Partial<RateDraft>) => onChange({ ...draft, ...patch });
  return (
    <Paper withBorder p="sm" component="fieldset" aria-label={`Rate ${row}`} style={{ margin: 0 }}>
      <Grid gap="xs">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select
            label="Location"
            aria-label={`Location, ${row}`}
            placeholder="Location group or elsewhere"
            data={locations}
            value={draft.location || null}
            onChange={(value) => set({ location: value ?? '' })}
            error={error('location')}
            searchable
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6, sm: 2 }}>
          <Select
            label="Currency"
            aria-label={`Currency, ${row}`}
            data={[...REFERENCE_CURRENCIES]}
            value={draft.currency || null}
            onChange={(value) => set({ currency: value ?? '' })}
            error={error('currency')}
            searchable
          />
        </Grid.Col>
        {AMOUNTS.map(({ field, label }) => (
          <Grid.Col key={field} span={{ base: 6, sm: 2 }}>
            <TextInput
              label={label}
              aria-label={`${label}, ${row}`}
              inputMode="decimal"
              placeholder="0.00"
              value={draft[field]}
              onChange={(e) => set({ [field]: e.currentTarget.value })}
              error={error(field)}
            />
          </Grid.Col>
        ))}
      </Grid>
      <Group justify="space-between" mt="xs">
        <Text size="sm">
          Per day: <b>{draftTotal(draft)}</b>
        </Text>
        <Button size="xs" color="red" variant="subtle" aria-label={`Remove ${row}`} onClick={onRemove}>
          Remove
        </Button>
      </Group>
    </Paper>
  );
}
