/**
 * The two `ins` query strings of the insurance pages (docs/product.md#screens-and-routes), semicolon separated:
 * results `categoryid;categorycode;noofpax;startdate;enddate;domint;` then per traveller
 * `paxnumber;dob;age`; review `recordid;plancode;totalpremium;categoryid;categorycode;noofpax;
 * startdate;enddate;` then per traveller `paxnumber;dob;age`. Decoders answer null for anything
 * malformed, so a hand-edited link lands on the search page instead of a broken screen.
 */

export type InsuranceDomint = 'domestic' | 'international';

export interface InsurancePax {
  paxnumber: number;
  /** YYYY-MM-DD */
  dob: string;
  /** Whole years on the day of the search. */
  age: number;
}

export interface InsuranceResultsQuery {
  categoryid: string;
  categorycode: string;
  noofpax: number;
  startdate: string;
  enddate: string;
  domint: InsuranceDomint;
  paxList: InsurancePax[];
}

export interface InsuranceReviewQuery {
  recordid: string;
  plancode: string;
  /** Decimal string with two places, as the plan carried it. */
  totalpremium: string;
  categoryid: string;
  categorycode: string;
  noofpax: number;
  startdate: string;
  enddate: string;
  paxList: InsurancePax[];
}

/** docs/product.md#constants-and-code-tables: 1 to 5 travellers. */
export const MAX_INSURANCE_PAX = 5;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const WHOLE = /^\d+$/;
const MONEY = /^\d+(\.\d{1,2})?$/;

function paxPieces(paxList: InsurancePax[]): string[] {
  return paxList.flatMap((p) => [String(p.paxnumber), p.dob, String(p.age)]);
}

export function encodeResultsQuery(q: InsuranceResultsQuery): string {
  const head = [q.categoryid, q.categorycode, String(q.noofpax), q.startdate, q.enddate, q.domint];
  return [...head, ...paxPieces(q.paxList)].join(';');
}

export function encodeReviewQuery(q: InsuranceReviewQuery): string {
  const head = [q.recordid, q.plancode, q.totalpremium, q.categoryid, q.categorycode, String(q.noofpax)];
  return [...head, q.startdate, q.enddate, ...paxPieces(q.paxList)].join(';');
}

/** Splits on ';', dropping the one empty piece a trailing ';' leaves. */
function pieces(text: string | undefined | null): string[] | null {
  if (!text) return null;
  const parts = text.split(';');
  if (parts.at(-1) === '') parts.pop();
  return parts.some((p) => p.trim() === '') ? null : parts;
}

function validDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

function decodePax(rest: string[], noofpax: number): InsurancePax[] | null {
  if (rest.length !== noofpax * 3) return null;
  const paxList: InsurancePax[] = [];
  for (let i = 0; i < rest.length; i += 3) {
    const [num, dob, age] = rest.slice(i, i + 3) as [string, string, string];
    if (!WHOLE.test(num) || !validDate(dob) || !WHOLE.test(age)) return null;
    paxList.push({ paxnumber: Number(num), dob, age: Number(age) });
  }
  return paxList;
}

function decodeCount(text: string): number | null {
  if (!WHOLE.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= MAX_INSURANCE_PAX ? n : null;
}

export function decodeResultsQuery(text: string | undefined | null): InsuranceResultsQuery | null {
  const parts = pieces(text);
  if (!parts || parts.length < 9) return null;
  const [categoryid, categorycode, count, startdate, enddate, domint, ...rest] = parts as [string, ...string[]];
  const noofpax = decodeCount(count!);
  if (noofpax === null || !validDate(startdate!) || !validDate(enddate!)) return null;
  if (domint !== 'domestic' && domint !== 'international') return null;
  const paxList = decodePax(rest, noofpax);
  if (!paxList) return null;
  return {
    categoryid,
    categorycode: categorycode!,
    noofpax,
    startdate: startdate!,
    enddate: enddate!,
    domint,
    paxList,
  };
}

export function decodeReviewQuery(text: string | undefined | null): InsuranceReviewQuery | null {
  const parts = pieces(text);
  if (!parts || parts.length < 11) return null;
  const [recordid, plancode, totalpremium, categoryid, categorycode, count, startdate, enddate, ...rest] = parts as [
    string,
    ...string[],
  ];
  const noofpax = decodeCount(count!);
  if (noofpax === null || !MONEY.test(totalpremium!)) return null;
  if (!validDate(startdate!) || !validDate(enddate!)) return null;
  const paxList = decodePax(rest, noofpax);
  if (!paxList) return null;
  return {
    recordid,
    plancode: plancode!,
    totalpremium: totalpremium!,
    categoryid: categoryid!,
    categorycode: categorycode!,
    noofpax,
    startdate: startdate!,
    enddate: enddate!,
    paxList,
  };
}
