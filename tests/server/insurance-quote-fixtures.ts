import type { TestApp } from './helpers/test-app';

/* Requests of the insurer's reads, dated against the test clock's today (2026-03-01). */

export interface Pax {
  paxnumber: number;
  dob: string;
  age: number;
}

/** Someone who is `age` on 2026-03-10 (born 2 January). */
export const bornAged = (age: number) => `${2026 - age}-01-02`;

export const pax = (...ages: number[]): Pax[] => ages.map((age, i) => ({ paxnumber: i + 1, dob: bornAged(age), age }));

export const CATEGORY = {
  domestic: { categoryid: '1', categorycode: 'DOM', domint: 'domestic' },
  asia: { categoryid: '2', categorycode: 'ASIA', domint: 'international' },
  schengen: { categoryid: '3', categorycode: 'SCHENGEN', domint: 'international' },
  worldwideExUsa: { categoryid: '4', categorycode: 'WWEXUSCA', domint: 'international' },
  worldwide: { categoryid: '5', categorycode: 'WW', domint: 'international' },
} as const;

/** A search request: start 2026-03-10, `days` long. */
export function searchRequest(category: (typeof CATEGORY)[keyof typeof CATEGORY], days: number, travellers: Pax[]) {
  const end = new Date(Date.UTC(2026, 2, 10) + days * 86_400_000).toISOString().slice(0, 10);
  return {
    ...category,
    daylimit: days,
    noofpax: travellers.length,
    startdate: '2026-03-10',
    enddate: end,
    tripid: '',
    paxList: travellers,
  };
}

export type SearchRequest = ReturnType<typeof searchRequest>;

export const call = (t: TestApp, token: string | null, actioncode: string, fields: Record<string, unknown>) =>
  t.service(token, { opid: 'TG-INSURANCE', actioncode, ...fields });

export const search = (t: TestApp, token: string, jsondata: unknown) => call(t, token, 'search', { jsondata });

export const price = (t: TestApp, token: string, jsondata: unknown) => call(t, token, 'getinsurancetax', { jsondata });

export interface WirePlan {
  recordid: string;
  plancode: string;
  totalpremium: string;
  basepremium: string;
  gst: string;
  eligible: boolean;
  ineligiblereason: string;
  paxWiseInfo: { paxnumber: number; premium: string; gst: string; age: number }[];
}

export async function plansOf(t: TestApp, token: string, jsondata: unknown): Promise<WirePlan[]> {
  const response = await search(t, token, jsondata);
  if (response.statusCode !== 200) throw new Error(`search answered ${response.statusCode} ${response.body}`);
  const result = response.json().InsuranceSearchResponse.results[0].InsuranceSearchResult;
  return result === '' ? [] : result;
}

/** "1234.56" → 123456n */
export const paise = (amount: string) => BigInt(amount.replace('.', ''));
