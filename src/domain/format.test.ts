import { describe, expect, it } from 'vitest';
import {
  formatArrivalTime,
  formatBirthDate,
  formatDate,
  formatDateRange,
  formatDateWithWeekday,
  formatTime,
  formatTimestamp,
} from './format';

describe('one date format', () => {
  it('shows dates as "16 Dec 2026", with the weekday where a trip is shown', () => {
    expect(formatDate('2026-12-16')).toBe('16 Dec 2026');
    expect(formatDate('2026-12-16T23:10')).toBe('16 Dec 2026');
    expect(formatDateWithWeekday('2026-12-16')).toBe('Wed, 16 Dec 2026');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatDateWithWeekday('2026-02-30')).toBe('2026-02-30');
  });

  it('shortens ranges and shows one date for a single day or a one-way request', () => {
    expect(formatDateRange('2026-12-16', '2026-12-18')).toBe('16–18 Dec 2026');
    expect(formatDateRange('2026-11-30', '2026-12-02')).toBe('30 Nov – 2 Dec 2026');
    expect(formatDateRange('2026-12-30', '2027-01-02')).toBe('30 Dec 2026 – 2 Jan 2027');
    expect(formatDateRange('2026-12-16', '2026-12-16')).toBe('16 Dec 2026');
    expect(formatDateRange('2026-12-16', '')).toBe('16 Dec 2026');
    expect(formatDateRange('', '')).toBe('');
  });

  it('shows times as HH:mm and marks a later-day arrival', () => {
    expect(formatTime('2026-12-16T06:05')).toBe('06:05');
    expect(formatArrivalTime('2026-12-16T23:10', '2026-12-17T00:05')).toBe('00:05 +1');
    expect(formatArrivalTime('2026-12-16T06:00', '2026-12-16T08:15')).toBe('08:15');
  });

  it('shows timestamps in the device time and birth dates as DD/MM/YYYY', () => {
    const instant = new Date(2026, 11, 16, 14, 5).toISOString();
    expect(formatTimestamp(instant)).toBe('16 Dec 2026, 14:05');
    expect(formatBirthDate('1990-12-04')).toBe('04/12/1990');
    expect(formatBirthDate('')).toBe('');
  });
});
