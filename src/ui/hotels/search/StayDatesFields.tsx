import '@mantine/dates/styles.css';
import { SimpleGrid, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { addDays } from '../../../domain/calendar-days';
import { MAX_DAYS_AHEAD, MAX_NIGHTS, nightsText } from './hotel-query';
import { nightsOf, type HotelSearchValues } from './hotel-search-rules';

export interface StayDatesFieldsProps {
  checkin: string;
  checkout: string;
  today: string;
  errors: Record<string, string>;
  onCheckin: (day: string) => void;
  onCheckout: (day: string) => void;
}

const CALENDAR_LABELS = {
  monthLevelControl: 'Choose month',
  yearLevelControl: 'Choose year',
  nextMonth: 'Next month',
  previousMonth: 'Previous month',
  nextYear: 'Next year',
  previousYear: 'Previous year',
  nextDecade: 'Next decade',
  previousDecade: 'Previous decade',
};

/** Check-in and check-out, with the nights they make (the stay's limits: docs/sandbox-hotels.md). */
export function StayDatesFields({ checkin, checkout, today, errors, onCheckin, onCheckout }: StayDatesFieldsProps) {
  const nights = nightsOf({ checkin, checkout } satisfies Pick<HotelSearchValues, 'checkin' | 'checkout'>);
  const firstCheckout = checkin ? addDays(checkin, 1) : addDays(today, 1);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} verticalSpacing="xs">
      <DatePickerInput
        label="Check-in"
        placeholder="Select date"
        valueFormat="ddd, D MMM YYYY"
        ariaLabels={CALENDAR_LABELS}
        error={errors.checkin}
        minDate={today}
        maxDate={addDays(today, MAX_DAYS_AHEAD)}
        value={checkin || null}
        onChange={(day) => onCheckin(day ?? '')}
      />
      <DatePickerInput
        label="Check-out"
        placeholder="Select date"
        valueFormat="ddd, D MMM YYYY"
        ariaLabels={CALENDAR_LABELS}
        error={errors.checkout}
        minDate={firstCheckout}
        maxDate={checkin ? addDays(checkin, MAX_NIGHTS) : undefined}
        defaultDate={checkout || firstCheckout}
        value={checkout || null}
        onChange={(day) => onCheckout(day ?? '')}
      />
      <Text size="sm" style={{ alignSelf: 'center' }} aria-live="polite">
        {nights === null ? 'Choose your dates' : nightsText(nights)}
      </Text>
    </SimpleGrid>
  );
}
