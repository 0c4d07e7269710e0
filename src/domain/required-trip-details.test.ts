import { describe, expect, it } from 'vitest';
import { NO_REQUIRED_TRIP_DETAILS, tripDetailProblems, tripDetailRefusal } from './required-trip-details';

const blank = { purpose: '', reason: '', projectid: '', costcenterid: '', billabletype: '', customerid: '' };
const all = {
  purposerequired: true,
  reasonrequired: true,
  projectrequired: true,
  costcentrerequired: true,
  billablecustomerrequired: true,
};
const filled = { purpose: 'P1', reason: 'R1', projectid: 'PRJ', costcenterid: 'CC' };

describe('required trip details', () => {
  it('asks nothing of a company that requires nothing', () => {
    expect(tripDetailProblems(NO_REQUIRED_TRIP_DETAILS, blank)).toEqual([]);
    expect(tripDetailRefusal(NO_REQUIRED_TRIP_DETAILS, blank)).toBeNull();
  });
  it('names every missing field in form order', () => {
    expect(tripDetailProblems(all, blank).map((p) => p.field)).toEqual([
      'purpose',
      'reason',
      'projectid',
      'costcenterid',
    ]);
    expect(tripDetailRefusal(all, blank)).toBe('purpose: Select a purpose of travel');
  });
  it('treats blanks as Select and passes filled details', () => {
    expect(tripDetailRefusal({ ...NO_REQUIRED_TRIP_DETAILS, purposerequired: true }, { ...blank, purpose: '  ' })).toBe(
      'purpose: Select a purpose of travel',
    );
    expect(tripDetailProblems(all, { ...blank, ...filled })).toEqual([]);
  });
  it('requires only what is switched on', () => {
    const rules = { ...NO_REQUIRED_TRIP_DETAILS, costcentrerequired: true };
    expect(tripDetailRefusal(rules, { ...blank, projectid: 'PRJ' })).toBe(
      'costcenterid: Select a project with a cost centre',
    );
  });
  it('asks for a billable customer only of a billable trip, and only when switched on', () => {
    const billable = { ...blank, ...filled, billabletype: 'billable' };
    expect(tripDetailRefusal(all, billable)).toBe('customerid: Select a billable customer');
    expect(tripDetailRefusal(all, { ...billable, customerid: 'BC1' })).toBeNull();
    expect(tripDetailRefusal(all, { ...billable, billabletype: 'nonbillalble' })).toBeNull();
    expect(tripDetailRefusal({ ...all, billablecustomerrequired: false }, billable)).toBeNull();
  });
});
