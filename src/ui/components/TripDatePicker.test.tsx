import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { TripDatePicker, describeTrips, type TripMark } from './TripDatePicker';

afterEach(cleanup);

const marks: TripMark[] = [
  { tripdate: '2026-03-10', tripname: 'Goa offsite', tripid: 'T-1001' },
  { tripdate: '2026-03-10', tripname: 'Client visit', tripid: 'T-1002' },
  { tripdate: '2026-03-20', tripname: 'Pune audit', tripid: 'T-1003' },
];

async function openCalendar(props: Partial<Parameters<typeof TripDatePicker>[0]> = {}) {
  render(
    <MantineProvider>
      <TripDatePicker
        label="Travel date"
        marks={marks}
        defaultDate="2026-03-01"
        popoverProps={{ transitionProps: { duration: 0 } }}
        {...props}
      />
    </MantineProvider>,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Travel date' }));
}

// By label: the popover's day buttons are not all "accessible" to role queries while it animates in jsdom.
const day = (label: string) => screen.findByLabelText(label);

describe('TripDatePicker', () => {
  it('names every trip of a day', () => {
    expect(describeTrips(marks.slice(0, 2))).toBe('Trip Goa offsite (T-1001), Trip Client visit (T-1002)');
  });

  it('marks trip days with the trip name and id', async () => {
    await openCalendar();
    expect(
      (await day('10 March 2026: Trip Goa offsite (T-1001), Trip Client visit (T-1002)')).getAttribute('data-trip-day'),
    ).toBe('true');
    expect(await day('20 March 2026: Trip Pune audit (T-1003)')).toBeTruthy();
    expect(await day('15 March 2026')).toBeTruthy();
  });

  it('can limit the selectable days to the trip days', async () => {
    await openCalendar({ onlyMarkedDays: true });
    expect((await day('20 March 2026: Trip Pune audit (T-1003)')).hasAttribute('disabled')).toBe(false);
    expect((await day('15 March 2026')).hasAttribute('disabled')).toBe(true);
  });
});
