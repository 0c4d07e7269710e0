import { Checkbox, Grid, Group, Paper } from '@mantine/core';
import { AmountInput } from './AmountInput';
import { PlaceField } from './PlaceField';
import { RemoveCapButton } from './RemoveCapButton';
import type { Choice } from './policy-api';
import type { ErrorAt, FareCapDraft } from './rules-form';

export interface FareCapRowProps {
  index: number;
  cap: FareCapDraft;
  groups: readonly Choice[];
  errorAt: ErrorAt;
  onChange: (cap: FareCapDraft) => void;
  onRemove: () => void;
}

/** One fare cap: its two ends, both ways, the most a fare on it may cost. A fieldset named by its number, as every row has the same labels. */
export function FareCapRow({ index, cap, groups, errorAt, onChange, onRemove }: FareCapRowProps) {
  const name = `Fare cap ${index + 1}`;
  const error = (field: string) => errorAt(`flight.farecaps.${index}.${field}`);
  const set = (patch: Partial<FareCapDraft>) => onChange({ ...cap, ...patch });
  return (
    <Paper withBorder p="sm" component="fieldset" aria-label={name} style={{ margin: 0 }}>
      <Grid gap="xs">
        <Grid.Col span={12}>
          <PlaceField
            label="From"
            type={cap.origintype}
            value={cap.origin}
            groups={groups}
            onChange={(origintype, origin) => set({ origintype, origin })}
            error={error('origin')}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <PlaceField
            label="To"
            type={cap.destinationtype}
            value={cap.destination}
            groups={groups}
            onChange={(destinationtype, destination) => set({ destinationtype, destination })}
            error={error('destination')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <AmountInput
            label="Max fare per traveller"
            placeholder="Required"
            value={cap.maxfare}
            onChange={(maxfare) => set({ maxfare })}
            error={error('maxfare')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Group h="100%" justify="space-between" align="center">
            <Checkbox
              label="Both ways"
              checked={cap.bothways}
              onChange={(e) => set({ bothways: e.currentTarget.checked })}
            />
            <RemoveCapButton name={name} onRemove={onRemove} />
          </Group>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
