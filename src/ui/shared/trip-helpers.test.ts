import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { ApiError, NetworkError } from '../../api/errors';
import { TRIP_FAILURE, queuedFailureMessage, tripFailureMessage } from './trip-errors';
import { defaultTripWindow, splitByTravelDate, tripRoute } from './trip-format';
import { TRIP_STATUS_OPTIONS } from './trip-status';

describe('trip display helpers', () => {
  it('offers the reachable trip statuses by their display names', () => {
    expect(TRIP_STATUS_OPTIONS).toContainEqual({ value: 'approvalpending', label: 'Approval pending' });
    expect(TRIP_STATUS_OPTIONS).toContainEqual({ value: 'pending', label: 'Draft' });
  });

  it('defaults the window to 90 days back up to tomorrow (docs/product.md#constants-and-code-tables)', () => {
    expect(defaultTripWindow(dayjs('2026-03-15'))).toEqual({ startdate: '2025-12-15', enddate: '2026-03-16' });
  });

  it('lists upcoming trips soonest first, then past trips latest first', () => {
    const rows = [
      { tripid: 'a', fromdate: '2026-01-01', todate: '2026-01-02' },
      { tripid: 'b', fromdate: '2026-04-01', todate: '2026-04-02' },
      { tripid: 'c', fromdate: '2026-03-10', todate: '2026-03-20' },
      { tripid: 'd', fromdate: '2026-02-01', todate: '2026-02-03' },
    ];
    const { upcoming, past } = splitByTravelDate(rows, '2026-03-15');
    expect(upcoming.map((r) => r.tripid)).toEqual(['c', 'b']);
    expect(past.map((r) => r.tripid)).toEqual(['d', 'a']);
  });

  it('joins routes', () => {
    expect(tripRoute('Mumbai', 'Delhi')).toBe('Mumbai → Delhi');
  });
});

describe('trip failure messages (docs/product.md#error-messages)', () => {
  it("shows the server's message when it gave one, else the spec's fallback", () => {
    expect(
      tripFailureMessage(
        new ApiError(409, 'A trip that is approved cannot be submitted'),
        TRIP_FAILURE.submitForApproval,
      ),
    ).toBe('A trip that is approved cannot be submitted');
    expect(tripFailureMessage(new ApiError(500, 'Request failed (HTTP 500).'), TRIP_FAILURE.submitForApproval)).toBe(
      'Failed to submit the trip for approval. Please try again.',
    );
    expect(tripFailureMessage(new NetworkError(), TRIP_FAILURE.update)).toBe(
      'Failed to update the trip. Please try again.',
    );
  });

  it('uses the fallback of the queued operation for an outbox entry without a reason', () => {
    expect(queuedFailureMessage(undefined, 'createTrip')).toBe('Failed to create trip. Please try again.');
    expect(queuedFailureMessage('Request failed (HTTP 400).', 'addTripRequestItems')).toBe(
      'Failed to add request item to trip. Please try again.',
    );
    expect(queuedFailureMessage('tripname is required', 'createTrip')).toBe('tripname is required');
  });
});
