import { describe, expect, it } from 'vitest';
import { arrivalDayLabel, arrivalDayOffset } from './arrival-day-offset';

describe('arrivalDayOffset', () => {
  it('is 0 on the same day', () => {
    expect(arrivalDayLabel('2026-12-01T06:00', '2026-12-01T08:30')).toBe('');
  });
  it('counts an overnight arrival as +1', () => {
    expect(arrivalDayLabel('2026-12-01T22:15', '2026-12-02T00:00')).toBe('+1');
  });
  it('counts across a month and a year end', () => {
    expect(arrivalDayOffset('2026-12-31T23:00', '2027-01-02T01:00')).toBe(2);
    expect(arrivalDayLabel('2026-02-28T20:00', '2026-03-01T04:00')).toBe('+1');
  });
  it('never goes negative and ignores what is not a date', () => {
    expect(arrivalDayOffset('2026-12-02T01:00', '2026-12-01T23:00')).toBe(0);
    expect(arrivalDayOffset('', '2026-12-01T23:00')).toBe(0);
  });
});
