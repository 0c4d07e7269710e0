import type { InsuranceDomint, InsuranceResultsQuery } from './insurance-query';
import { ageOnDate, durationDays, INSURANCE_MAX_PAX } from './insurance-premium';

/** The insurance search form (docs/product.md#insurance-search Insurance search page). Dates are YYYY-MM-DD, '' unset. */
export interface InsuranceSearchValues {
  domint: InsuranceDomint;
  categoryid: string;
  startdate: string;
  enddate: string;
  /** 0 while no count is chosen. */
  noofpax: number;
  travellers: { paxnumber: number; dob: string }[];
}

export interface CategoryChoice {
  categoryid: string;
  categorycode: string;
  domint: InsuranceDomint;
}

/** docs/product.md#constants-and-code-tables: domestic, one traveller; the duration field shows 10 until dates are chosen. */
export const DEFAULT_DURATION_DAYS = 10;
export const INSURANCE_PAX_CHOICES = Array.from({ length: INSURANCE_MAX_PAX }, (_, i) => i + 1);

export const INSURANCE_SEARCH_MESSAGES = {
  category: 'Please select category',
  startdate: 'Please select start date',
  enddate: 'Please select end date',
  sameDates: 'Start and End dates should not be same.',
  noofpax: 'Please select no of pax',
  dob: 'Please select Date of birth for other travellers',
} as const;

const blank = (paxnumber: number) => ({ paxnumber, dob: '' });

export function defaultSearchValues(): InsuranceSearchValues {
  return { domint: 'domestic', categoryid: '', startdate: '', enddate: '', noofpax: 1, travellers: [blank(1)] };
}

/**
 * The first problem in the spec's order (docs/product.md#validation-rules Insurance search), or null. A start before today, an
 * end before the start and a birth date not before today are not valid choices, so they answer
 * the message of the missing choice: the pickers never offer them anyway.
 */
export function firstSearchProblem(values: InsuranceSearchValues, today: string): string | null {
  const m = INSURANCE_SEARCH_MESSAGES;
  if (!values.categoryid) return m.category;
  if (!values.startdate || values.startdate < today) return m.startdate;
  if (!values.enddate || values.enddate < values.startdate) return m.enddate;
  if (values.enddate === values.startdate) return m.sameDates;
  if (values.noofpax < 1 || values.noofpax > INSURANCE_MAX_PAX) return m.noofpax;
  const travellers = values.travellers.slice(0, values.noofpax);
  if (travellers.length < values.noofpax || travellers.some((t) => !t.dob || t.dob >= today)) return m.dob;
  return null;
}

/** docs/product.md#insurance-search: a new count adds blank travellers or trims the list; numbers run from 1 again. */
export function resizeTravellers(travellers: InsuranceSearchValues['travellers'], count: number) {
  const kept = travellers.slice(0, count).map((t, i) => ({ ...t, paxnumber: i + 1 }));
  for (let n = kept.length + 1; n <= count; n++) kept.push(blank(n));
  return kept;
}

export function withTravellerCount(values: InsuranceSearchValues, count: number): InsuranceSearchValues {
  return { ...values, noofpax: count, travellers: resizeTravellers(values.travellers, count) };
}

export function categoriesFor<C extends CategoryChoice>(categories: C[], domint: InsuranceDomint): C[] {
  return categories.filter((c) => c.domint === domint);
}

/** docs/product.md#insurance-search: switching domestic/international drops a category of the other kind. */
export function withDomint(values: InsuranceSearchValues, domint: InsuranceDomint, categories: CategoryChoice[]) {
  const chosen = categories.find((c) => c.categoryid === values.categoryid);
  const keep = chosen !== undefined && chosen.domint === domint;
  return { ...values, domint, categoryid: keep ? values.categoryid : '' };
}

/** The read-only duration: days from start to end, the default until both dates are set. */
export function shownDuration(values: Pick<InsuranceSearchValues, 'startdate' | 'enddate'>): number {
  if (!values.startdate || !values.enddate) return DEFAULT_DURATION_DAYS;
  return Math.max(durationDays(values.startdate, values.enddate), 0);
}

/**
 * The results query of a valid form. Ages are whole years on the start date, as the insurer
 * prices them (its plans' age bands apply to the traveller's age on the trip).
 */
export function toResultsQuery(values: InsuranceSearchValues, categories: CategoryChoice[]): InsuranceResultsQuery {
  const category = categories.find((c) => c.categoryid === values.categoryid);
  const travellers = resizeTravellers(values.travellers, values.noofpax);
  return {
    categoryid: values.categoryid,
    categorycode: category?.categorycode ?? '',
    noofpax: values.noofpax,
    startdate: values.startdate,
    enddate: values.enddate,
    domint: values.domint,
    paxList: travellers.map((t) => ({ ...t, age: ageOnDate(t.dob, values.startdate) })),
  };
}

/** A typed DD/MM/YYYY (or D-M-YYYY, D.M.YYYY) as YYYY-MM-DD; null unless a real day. Birth dates are typed. */
export function parseDayMonthYear(text: string): string | null {
  const m = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(text);
  if (!m) return null;
  const iso = `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : null;
}

/** The form again from a results query, for the modify-search form. */
export function fromResultsQuery(query: InsuranceResultsQuery): InsuranceSearchValues {
  return {
    domint: query.domint,
    categoryid: query.categoryid,
    startdate: query.startdate,
    enddate: query.enddate,
    noofpax: query.noofpax,
    travellers: query.paxList.map(({ paxnumber, dob }) => ({ paxnumber, dob })),
  };
}
