import { describe, expect, it } from 'vitest';
import { dayOf, delegationCovers, policyStatusOf } from './approval-rules';

describe('approval rules', () => {
  it('a delegation window covers both of its end days and nothing outside', () => {
    const window = { fromDate: '2026-03-01', toDate: '2026-03-05' };
    expect(['2026-02-28', '2026-03-01', '2026-03-05', '2026-03-06'].map((d) => delegationCovers(window, d))).toEqual([false, true, true, false]);
  });

  it('the day of an instant is its UTC calendar day', () => {
    expect(dayOf(new Date('2026-03-01T23:59:59Z'))).toBe('2026-03-01');
  });

  it('a trip is out of policy as soon as one item is', () => {
    expect(policyStatusOf([])).toBe('inpolicy');
    expect(policyStatusOf([{ outOfPolicy: false }, { outOfPolicy: true }])).toBe('outofpolicy');
  });
});
