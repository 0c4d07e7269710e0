import type { FlightOffer } from '../../src/domain/flight-offer';
import type { TestApp } from './helpers/test-app';

/* TGFS calls for the sandbox airline's tests; the test clock's today is 2026-03-01 (also in India). */

export const call = (t: TestApp, token: string | null, actioncode: string, fields: Record<string, unknown>, headers?: Record<string, string>) =>
  t.service(token, { opid: 'TGFS', actioncode, ...fields }, headers);

export interface SearchInput {
  triptype?: 'oneway' | 'roundtrip' | 'multicity';
  cabin?: string;
  adults?: number;
  children?: number;
  infants?: number;
  sectors: { origin: string; destination: string; jdate: string }[];
}

export const oneway = (
  origin: string,
  destination: string,
  jdate: string,
  extra: Partial<SearchInput> = {},
): SearchInput => ({
  triptype: 'oneway',
  sectors: [{ origin, destination, jdate }],
  ...extra,
});

export const roundtrip = (
  origin: string,
  destination: string,
  out: string,
  back: string,
  extra: Partial<SearchInput> = {},
): SearchInput => ({
  triptype: 'roundtrip',
  sectors: [
    { origin, destination, jdate: out },
    { origin: destination, destination: origin, jdate: back },
  ],
  ...extra,
});

export const jsondata = (input: SearchInput) => ({
  triptype: 'oneway',
  domint: 'domestic',
  cabin: 'economy',
  adults: 1,
  children: 0,
  infants: 0,
  ...input,
});

export async function startSearch(
  t: TestApp,
  token: string,
  input: SearchInput,
  actioncode = 'SEARCHFLIGHTS',
): Promise<string> {
  const response = await call(t, token, actioncode, { jsondata: jsondata(input) });
  if (response.statusCode !== 200) throw new Error(`${actioncode} answered ${response.statusCode} ${response.body}`);
  return response.json().responseid as string;
}

export interface QueueAnswer {
  status: 'pending' | 'complete';
  domint: string;
  results: FlightOffer[];
  returnresults: FlightOffer[];
  lowestfare: string;
}

/** One flight of the search in full (GETMOREFARES). */
export async function fullOffer(t: TestApp, token: string, responseid: string, flightkey: string): Promise<FlightOffer> {
  const response = await call(t, token, 'GETMOREFARES', { responseid, flightkey, supplier: 'SANDBOX' });
  if (response.statusCode !== 200) throw new Error(`GETMOREFARES answered ${response.statusCode} ${response.body}`);
  return response.json().offer as FlightOffer;
}

/**
 * Polls QUEUERESULTS until complete (at most 3 polls). QUEUERESULTS answers lean summaries; the
 * offers are then read in full with GETMOREFARES (the sandbox's fares are tested whole), unless
 * `lean` (the 5,000-offer search).
 */
export async function resultsOf(
  t: TestApp,
  token: string,
  input: SearchInput,
  { lean = false }: { lean?: boolean } = {},
): Promise<QueueAnswer & { responseid: string }> {
  const responseid = await startSearch(t, token, input);
  for (let poll = 0; poll < 3; poll++) {
    const response = await call(t, token, 'QUEUERESULTS', { responseid });
    if (response.statusCode !== 200) throw new Error(`QUEUERESULTS answered ${response.statusCode} ${response.body}`);
    const answer = response.json() as QueueAnswer;
    if (answer.status !== 'complete') continue;
    if (lean) return { ...answer, responseid };
    const full = (list: FlightOffer[]) => Promise.all(list.map((o) => fullOffer(t, token, responseid, o.flightkey)));
    return { ...answer, responseid, results: await full(answer.results), returnresults: await full(answer.returnresults) };
  }
  throw new Error('search never completed');
}

export const paise = (amount: string) => BigInt(amount.replace('.', ''));
