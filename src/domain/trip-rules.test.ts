import { describe, expect, it } from 'vitest';
import { decimalToPaise, paiseToDecimal } from './trip-money';
import { OTHER_REASON_VARIANTS, joinTripPurpose, splitTripPurpose, tripPurposeProblem } from './trip-purpose';
import { tripRuleProblem } from './trip-rules';
import { tripDomInt, tripLengthDays, tripTypeMismatch } from './trip-type';

describe('trip_purpose (docs/product.md#records, docs/product.md#validation-rules)', () => {
  it.each(OTHER_REASON_VARIANTS)("includes the other text for '%s'", (reason) => {
    expect(joinTripPurpose(reason, ' Trade fair ')).toBe(`${reason} - Trade fair`);
    expect(tripPurposeProblem(reason, '')).toBe('otherreason is required when the travel reason is Other');
  });

  it('includes a non-empty other text for any reason, and nothing else otherwise', () => {
    expect(joinTripPurpose('Training', 'Safety')).toBe('Training - Safety');
    expect(joinTripPurpose('Training', '  ')).toBe('Training');
    expect(joinTripPurpose('', 'Only other')).toBe('Only other');
    expect(tripPurposeProblem('Otherwise', '')).toBeNull();
    expect(splitTripPurpose('Other - Trade fair - Day 2')).toEqual({ reason: 'Other', otherReason: 'Trade fair - Day 2' });
  });
});

describe('trip money', () => {
  it.each([
    ['0', 0],
    ['1234.5', 123450],
    ['1234.56', 123456],
    ['00012', 1200],
  ])('%s → %i paise and back', (text, paise) => {
    expect(decimalToPaise(text)).toBe(paise);
    expect(decimalToPaise(paiseToDecimal(paise))).toBe(paise);
  });

  it.each(['-1', '1.234', '1e3', '', 'abc', '123456789'])('refuses %j', (text) => expect(decimalToPaise(text)).toBeNull());
});

describe('trip type and rules', () => {
  it('is domestic only when every destination is the home country', () => {
    expect(tripDomInt(['IN', 'in'], 'IN')).toBe('domestic');
    expect(tripDomInt(['IN', 'NP'], 'IN')).toBe('international');
    expect(tripTypeMismatch('Domestic', 'domestic', 'domestic')).toBeNull();
    expect(tripLengthDays('2026-03-01', '2026-03-01')).toBe(1);
    expect(tripLengthDays('2026-02-27', '2026-03-02')).toBe(4);
  });

  const rules = { minDaysBeforeTravel: 3, maxTripDays: 5, purposeRequired: true, projectRequired: true };
  const trip = { fromDate: '2026-03-10', toDate: '2026-03-12', tripPurpose: 'Audit', projectId: 'P1' };
  it.each([
    ['fine', trip, null],
    ['too soon', { ...trip, fromDate: '2026-03-03' }, 'fromdate: trips must be submitted at least 3 days before travel'],
    ['too long', { ...trip, toDate: '2026-03-20' }, 'todate: a trip may last at most 5 days'],
    ['no purpose', { ...trip, tripPurpose: ' ' }, 'trip_purpose: a travel reason is required'],
    ['no project', { ...trip, projectId: '' }, 'trip_projectid: a project is required'],
  ])('%s', (_name, t, problem) => expect(tripRuleProblem(t, rules, '2026-03-01')).toBe(problem));
});
