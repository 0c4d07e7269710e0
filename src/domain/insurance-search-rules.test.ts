import { describe, expect, it } from 'vitest';
import {
  defaultSearchValues,
  firstSearchProblem,
  fromResultsQuery,
  INSURANCE_SEARCH_MESSAGES as M,
  parseDayMonthYear,
  resizeTravellers,
  shownDuration,
  toResultsQuery,
  withDomint,
  withTravellerCount,
  type InsuranceSearchValues,
} from './insurance-search-rules';

const TODAY = '2026-11-21';
const categories = [
  { categoryid: '1', categorycode: 'DOM', domint: 'domestic' as const },
  { categoryid: '2', categorycode: 'ASIA', domint: 'international' as const },
];
const valid: InsuranceSearchValues = {
  domint: 'international',
  categoryid: '2',
  startdate: '2026-12-01',
  enddate: '2026-12-11',
  noofpax: 2,
  travellers: [
    { paxnumber: 1, dob: '1990-12-02' },
    { paxnumber: 2, dob: '1954-01-30' },
  ],
};

describe('insurance search validation', () => {
  it('accepts a complete form', () => {
    expect(firstSearchProblem(valid, TODAY)).toBeNull();
  });

  it('answers the spec messages in the spec order', () => {
    const empty = { ...defaultSearchValues(), noofpax: 0, travellers: [] };
    const steps: [Partial<InsuranceSearchValues>, string | null][] = [
      [{}, M.category],
      [{ categoryid: '1' }, M.startdate],
      [{ startdate: '2026-12-01' }, M.enddate],
      [{ enddate: '2026-12-01' }, M.sameDates],
      [{ enddate: '2026-12-05' }, M.noofpax],
      [{ noofpax: 1 }, M.dob],
      [{ travellers: [{ paxnumber: 1, dob: '1980-01-01' }] }, null],
    ];
    let form: InsuranceSearchValues = empty;
    for (const [change, message] of steps) {
      form = { ...form, ...change };
      expect(firstSearchProblem(form, TODAY)).toBe(message);
    }
  });

  it('refuses a start before today, an end before the start, a birth date not before today', () => {
    expect(firstSearchProblem({ ...valid, startdate: '2026-11-20' }, TODAY)).toBe(M.startdate);
    expect(firstSearchProblem({ ...valid, startdate: TODAY }, TODAY)).toBeNull();
    expect(firstSearchProblem({ ...valid, enddate: '2026-11-30' }, TODAY)).toBe(M.enddate);
    const born = (dob: string) => ({ ...valid, travellers: [valid.travellers[0]!, { paxnumber: 2, dob }] });
    expect(firstSearchProblem(born(TODAY), TODAY)).toBe(M.dob);
    expect(firstSearchProblem(born(''), TODAY)).toBe(M.dob);
  });
});

describe('traveller count', () => {
  it('adds blank travellers, trims, and renumbers from 1', () => {
    const list = [
      { paxnumber: 3, dob: '1990-01-01' },
      { paxnumber: 7, dob: '1991-01-01' },
    ];
    expect(resizeTravellers(list, 3)).toEqual([
      { paxnumber: 1, dob: '1990-01-01' },
      { paxnumber: 2, dob: '1991-01-01' },
      { paxnumber: 3, dob: '' },
    ]);
    expect(resizeTravellers(list, 1)).toEqual([{ paxnumber: 1, dob: '1990-01-01' }]);
    expect(withTravellerCount(valid, 1).travellers).toEqual([valid.travellers[0]]);
  });
});

describe('domestic/international', () => {
  it('clears a category of the other kind and keeps a matching one', () => {
    expect(withDomint(valid, 'domestic', categories).categoryid).toBe('');
    expect(withDomint(valid, 'international', categories).categoryid).toBe('2');
    expect(withDomint({ ...valid, categoryid: '1' }, 'domestic', categories).categoryid).toBe('1');
  });
});

describe('duration and query', () => {
  it('shows 10 days until both dates are set, then the days between them', () => {
    expect(shownDuration({ startdate: '', enddate: '' })).toBe(10);
    expect(shownDuration({ startdate: '2026-12-01', enddate: '2026-12-04' })).toBe(3);
  });

  it('builds the results query with whole-year ages on the start date', () => {
    const query = toResultsQuery(valid, categories);
    expect(query).toEqual({
      categoryid: '2',
      categorycode: 'ASIA',
      noofpax: 2,
      startdate: '2026-12-01',
      enddate: '2026-12-11',
      domint: 'international',
      paxList: [
        { paxnumber: 1, dob: '1990-12-02', age: 35 },
        { paxnumber: 2, dob: '1954-01-30', age: 72 },
      ],
    });
    expect(fromResultsQuery(query)).toEqual(valid);
  });
});

describe('typed birth dates', () => {
  it('reads DD/MM/YYYY and refuses days that do not exist', () => {
    expect(parseDayMonthYear('12/04/1990')).toBe('1990-04-12');
    expect(parseDayMonthYear(' 1-2-1985 ')).toBe('1985-02-01');
    expect(parseDayMonthYear('31/02/1990')).toBeNull();
    expect(parseDayMonthYear('1990-04-12')).toBeNull();
  });
});
