import '@mantine/dates/styles.css';
import { Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import type { Cabin } from '../../../contract/flights/search';
import { formatMoney, wholeMajorUnits } from '../../../domain/money';
import { useFareCalendar, type LoadFareCalendar } from './use-fare-calendar';

export interface FareDatePickerProps {
  label: string;
  value: string;
  onChange: (day: string) => void;
  minDate: string;
  error?: ReactNode;
  /** The route whose lowest fares the calendar shows under its days ('' = none). */
  origin: string;
  destination: string;
  cabin: Cabin;
  loadFares?: LoadFareCalendar;
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

/** ₹4,812 → '₹4.8k': short enough for a day cell; the exact fare is in the day's accessible name. */
function shortFare(paise: bigint): string {
  const rupees = wholeMajorUnits(paise);
  return rupees >= 1000 ? `₹${(rupees / 1000).toFixed(1)}k` : `₹${rupees}`;
}

/** A departure date picker whose days show the route's lowest fare (FARECALENDAR) when known. */
export function FareDatePicker({ label, value, onChange, minDate, error, origin, destination, cabin, loadFares }: FareDatePickerProps) {
  const [month, setMonth] = useState(() => (value || minDate).slice(0, 7));
  const fares = useFareCalendar(loadFares, origin, destination, month, cabin);
  const shown = (date: string) => setMonth(date.slice(0, 7));
  return (
    <DatePickerInput
      label={label}
      placeholder="Select date"
      valueFormat="D MMM YYYY"
      ariaLabels={CALENDAR_LABELS}
      error={error}
      minDate={minDate}
      defaultDate={value || minDate}
      value={value || null}
      onChange={(day) => onChange(day ?? '')}
      onNextMonth={shown}
      onPreviousMonth={shown}
      onMonthSelect={shown}
      getDayProps={(date) => {
        const fare = fares.get(date);
        return fare === undefined
          ? {}
          : { 'aria-label': `${dayjs(date).format('D MMMM YYYY')}, lowest fare ${formatMoney(fare, 'INR')}` };
      }}
      renderDay={(date) => {
        const day = Number(date.slice(8, 10));
        const fare = fares.get(date);
        if (fare === undefined) return day;
        return (
          <Stack gap={0} align="center">
            <span>{day}</span>
            <Text span size="9px" lh={1} c="teal.9">
              {shortFare(fare)}
            </Text>
          </Stack>
        );
      }}
    />
  );
}
