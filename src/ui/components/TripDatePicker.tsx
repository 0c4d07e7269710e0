import '@mantine/dates/styles.css';
import { Indicator, Tooltip } from '@mantine/core';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import dayjs from 'dayjs';

/** docs/product.md#records "trip marks (tripdate, tripname, tripid)"; tripdate is YYYY-MM-DD. */
export interface TripMark {
  tripdate: string;
  tripname: string;
  tripid: string;
}

export interface TripDatePickerProps extends Omit<DatePickerInputProps<'default'>, 'renderDay' | 'type'> {
  marks: readonly TripMark[];
  /** Only the marked trip days can be picked (docs/product.md#shell: it "can limit the selectable days"). */
  onlyMarkedDays?: boolean;
}

/** "Trip Goa offsite (T-1001)"; several trips on one day are joined. */
export function describeTrips(marks: readonly TripMark[]): string {
  return marks.map((m) => `Trip ${m.tripname} (${m.tripid})`).join(', ');
}

function marksByDate(marks: readonly TripMark[]): Map<string, TripMark[]> {
  const byDate = new Map<string, TripMark[]>();
  for (const mark of marks) byDate.set(mark.tripdate, [...(byDate.get(mark.tripdate) ?? []), mark]);
  return byDate;
}

/** A date input whose calendar marks the days the user already travels, naming the trips. */
export function TripDatePicker({
  marks,
  onlyMarkedDays = false,
  excludeDate,
  getDayProps,
  ...props
}: TripDatePickerProps) {
  const byDate = marksByDate(marks);
  return (
    <DatePickerInput
      // Picked dates read like every other date on screen (src/domain/format.ts).
      valueFormat="D MMM YYYY"
      {...props}
      excludeDate={(date) => (onlyMarkedDays && !byDate.has(date)) || (excludeDate?.(date) ?? false)}
      getDayProps={(date) => {
        const trips = byDate.get(date);
        const own = getDayProps?.(date) ?? {};
        return trips
          ? {
              ...own,
              'aria-label': `${dayjs(date).format('D MMMM YYYY')}: ${describeTrips(trips)}`,
              'data-trip-day': true,
            }
          : own;
      }}
      renderDay={(date) => {
        const day = Number(date.slice(8, 10));
        const trips = byDate.get(date);
        if (!trips) return day;
        return (
          <Tooltip label={describeTrips(trips)} withArrow>
            <Indicator size={6} color="orange" offset={-2}>
              <div>{day}</div>
            </Indicator>
          </Tooltip>
        );
      }}
    />
  );
}
