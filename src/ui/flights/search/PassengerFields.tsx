import { NativeSelect, SimpleGrid } from '@mantine/core';
import { CABINS, type Cabin } from '../../../contract/flights/search';
import { cabinName } from '../../../domain/display-names';
import { MAX_TRAVELLERS } from './flight-query';
import type { FlightSearchValues } from './flight-search-rules';

export interface PassengerFieldsProps {
  values: FlightSearchValues;
  errors: Record<string, string>;
  onChange: (patch: Partial<FlightSearchValues>) => void;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

/** Adults 1–9, children (2–11 years) and infants (under 2, on an adult's lap), and the cabin. */
export function PassengerFields({ values, errors, onChange }: PassengerFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }}>
      <NativeSelect
        label="Adults (12+ years)"
        value={String(values.adults)}
        data={range(1, MAX_TRAVELLERS)}
        onChange={(e) => onChange({ adults: Number(e.currentTarget.value) })}
      />
      <NativeSelect
        label="Children (2-11 years)"
        value={String(values.children)}
        data={range(0, MAX_TRAVELLERS - 1)}
        error={errors.children}
        onChange={(e) => onChange({ children: Number(e.currentTarget.value) })}
      />
      <NativeSelect
        label="Infants (under 2 years)"
        value={String(values.infants)}
        data={range(0, MAX_TRAVELLERS)}
        error={errors.infants}
        onChange={(e) => onChange({ infants: Number(e.currentTarget.value) })}
      />
      <NativeSelect
        label="Cabin"
        value={values.cabin}
        data={CABINS.map((c) => ({ value: c, label: cabinName(c) }))}
        onChange={(e) => onChange({ cabin: e.currentTarget.value as Cabin })}
      />
    </SimpleGrid>
  );
}
