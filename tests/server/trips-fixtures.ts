import { expect } from 'vitest';
import type { TestApp } from './helpers/test-app';

/** Shared by tests/server/trips*.test.ts: a valid trip and calls by opid/action. */
export const DAY = 86_400_000;

/** A date N days after the test clock's today (YYYY-MM-DD). */
export function dayFrom(t: TestApp, n: number): string {
  return new Date(t.clock.now().getTime() + n * DAY).toISOString().slice(0, 10);
}

export function validTrip(t: TestApp, overrides: Record<string, unknown> = {}) {
  return {
    tripname: 'Pune customer workshop',
    origin: 'Bengaluru',
    destination: 'Pune',
    destinationcountries: ['IN'],
    fromdate: dayFrom(t, 20),
    todate: dayFrom(t, 22),
    travelreason: 'Client meeting',
    ...overrides,
  };
}

export const expense = (t: TestApp, token: string, action: string, extra: object = {}, headers: Record<string, string> = {}) =>
  t.service(token, { opid: 'TG-EXPENSE', action, ...extra }, headers);

export const superadminCall = (t: TestApp, token: string, action: string, extra: object = {}) => t.service(token, { opid: 'TG-SUPERADMIN', action, ...extra });

export const submit = (t: TestApp, token: string, tripid: string, remarks = '') => t.service(token, { opid: 'TG-TRIPBOOKINGAPPROVAL', tripid, remarks });

/** Creates a trip and returns its id; fails the test if the create does not succeed. */
export async function createTrip(t: TestApp, token: string, overrides: Record<string, unknown> = {}, extra: object = {}): Promise<string> {
  const response = await expense(t, token, 'createtrip', { jsondata: validTrip(t, overrides), ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().tripid as string;
}

export async function fullTrip(t: TestApp, token: string, tripid: string) {
  const response = await expense(t, token, 'getcorporatefulltrip', { tripid });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().CorporateFullTrip;
}

/** The refusal message of a 4xx answer. */
export const messageOf = (response: { json(): unknown }) => (response.json() as { ResponseStatus: { message: string } }).ResponseStatus.message;
