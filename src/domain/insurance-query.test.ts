import { describe, expect, it } from 'vitest';
import {
  decodeResultsQuery,
  decodeReviewQuery,
  encodeResultsQuery,
  encodeReviewQuery,
  type InsuranceResultsQuery,
  type InsuranceReviewQuery,
} from './insurance-query';

const pax = [
  { paxnumber: 1, dob: '1990-04-12', age: 36 },
  { paxnumber: 2, dob: '1954-01-30', age: 72 },
];
const results: InsuranceResultsQuery = {
  categoryid: '2',
  categorycode: 'ASIA',
  noofpax: 2,
  startdate: '2026-12-01',
  enddate: '2026-12-10',
  domint: 'international',
  paxList: pax,
};
const review: InsuranceReviewQuery = {
  recordid: 'IR1234',
  plancode: 'ASIA-GOLD',
  totalpremium: '2478.00',
  categoryid: '2',
  categorycode: 'ASIA',
  noofpax: 2,
  startdate: '2026-12-01',
  enddate: '2026-12-10',
  paxList: pax,
};

describe('results query', () => {
  it('is the spec order, semicolon separated', () => {
    expect(encodeResultsQuery(results)).toBe(
      '2;ASIA;2;2026-12-01;2026-12-10;international;1;1990-04-12;36;2;1954-01-30;72',
    );
  });

  it('round-trips, and accepts a trailing semicolon', () => {
    const text = encodeResultsQuery(results);
    expect(decodeResultsQuery(text)).toEqual(results);
    expect(decodeResultsQuery(`${text};`)).toEqual(results);
  });

  it.each([
    ['empty', ''],
    ['missing', undefined],
    ['too few travellers', '2;ASIA;2;2026-12-01;2026-12-10;international;1;1990-04-12;36'],
    ['bad flag', '2;ASIA;1;2026-12-01;2026-12-10;abroad;1;1990-04-12;36'],
    ['bad date', '2;ASIA;1;2026-02-30;2026-12-10;domestic;1;1990-04-12;36'],
    ['six travellers', `2;ASIA;6;2026-12-01;2026-12-10;domestic;${'1;1990-04-12;36;'.repeat(6)}`],
    ['no travellers', '2;ASIA;0;2026-12-01;2026-12-10;domestic'],
    ['age not a number', '2;ASIA;1;2026-12-01;2026-12-10;domestic;1;1990-04-12;x'],
    ['blank piece', '2;;1;2026-12-01;2026-12-10;domestic;1;1990-04-12;36'],
  ])('is null when %s', (_, text) => {
    expect(decodeResultsQuery(text)).toBeNull();
  });
});

describe('review query', () => {
  it('is the spec order, semicolon separated', () => {
    expect(encodeReviewQuery(review)).toBe(
      'IR1234;ASIA-GOLD;2478.00;2;ASIA;2;2026-12-01;2026-12-10;1;1990-04-12;36;2;1954-01-30;72',
    );
  });

  it('round-trips', () => {
    expect(decodeReviewQuery(encodeReviewQuery(review))).toEqual(review);
  });

  it.each([
    ['empty', ''],
    ['a results query', encodeResultsQuery(results)],
    ['bad premium', 'IR1;P;12,00;2;ASIA;1;2026-12-01;2026-12-10;1;1990-04-12;36'],
    ['pax count mismatch', 'IR1;P;1200.00;2;ASIA;2;2026-12-01;2026-12-10;1;1990-04-12;36'],
  ])('is null when %s', (_, text) => {
    expect(decodeReviewQuery(text)).toBeNull();
  });
});
