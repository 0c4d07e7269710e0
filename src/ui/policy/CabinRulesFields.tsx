import { Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { CABINS, type Cabin } from '../../domain/flight-offer';
import { CABIN_NAMES } from '../../domain/display-names';
import type { FlightSectionProps } from './rules-form';

interface CabinChecksProps {
  label: string;
  description?: string;
  value: Cabin[];
  onChange: (cabins: Cabin[]) => void;
  error?: string;
}

/** One checkbox per cabin, named by the group's label for a screen reader. */
function CabinChecks({ label, description, value, onChange, error }: CabinChecksProps) {
  return (
    <Checkbox.Group
      label={label}
      description={description}
      value={value}
      onChange={(next) => onChange(CABINS.filter((c) => next.includes(c)))}
      error={error}
    >
      <Group mt="xs" gap="md">
        {CABINS.map((cabin) => (
          <Checkbox key={cabin} value={cabin} label={CABIN_NAMES[cabin]} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}

/** The cabins travellers may fly, at home and abroad, and what a long flight may use besides. */
export function CabinRulesFields({ flight, onChange, errorAt }: FlightSectionProps) {
  return (
    <Stack gap="sm">
      <CabinChecks
        label="Domestic cabins"
        value={flight.domesticcabins}
        onChange={(domesticcabins) => onChange({ domesticcabins })}
        error={errorAt('flight.domesticcabins')}
      />
      <CabinChecks
        label="International cabins"
        value={flight.internationalcabins}
        onChange={(internationalcabins) => onChange({ internationalcabins })}
        error={errorAt('flight.internationalcabins')}
      />
      <TextInput
        label="Long haul: a leg of at least (minutes)"
        description="Flights with a leg of at least this many minutes may also use the cabins below. Empty: no long-haul rule."
        inputMode="numeric"
        placeholder="e.g. 360"
        maw={320}
        value={flight.longhaulminutes}
        onChange={(e) => onChange({ longhaulminutes: e.currentTarget.value })}
        error={errorAt('flight.longhaulminutes')}
      />
      <CabinChecks
        label="Long-haul flights may also use"
        value={flight.longhaulcabins}
        onChange={(longhaulcabins) => onChange({ longhaulcabins })}
        error={errorAt('flight.longhaulcabins')}
      />
    </Stack>
  );
}
