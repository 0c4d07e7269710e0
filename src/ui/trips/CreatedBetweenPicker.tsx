import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import type { TripListFilter } from '../../db/trips-refresh';
import { CREATED_BETWEEN_LABEL, CREATED_BETWEEN_WIDTH } from './created-between';

export interface CreatedBetweenPickerProps {
  filter: TripListFilter;
  onChange: (filter: TripListFilter) => void;
}

/** The trips list's creation-date window; a half-picked range waits for its end. Loaded after the list's first paint (TripFilters). */
export default function CreatedBetweenPicker({ filter, onChange }: CreatedBetweenPickerProps) {
  return (
    <DatePickerInput
      type="range"
      label={CREATED_BETWEEN_LABEL}
      valueFormat="D MMM YYYY"
      value={[filter.startdate, filter.enddate]}
      onChange={([start, end]) => {
        if (start && end) onChange({ ...filter, startdate: start, enddate: end });
      }}
      w={CREATED_BETWEEN_WIDTH}
    />
  );
}
