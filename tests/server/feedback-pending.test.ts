import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRIP_IDS } from '../../server/store/seed-trips';
import { type TestApp, createTestApp } from './helpers/test-app';
import {
  COORDINATOR,
  FEEDBACK_NOW,
  GLOBEX,
  GLOBEX_TRAVELLER,
  MANAGER,
  TRAVELLER,
  insertTrips,
  ours,
  pending,
} from './feedback-fixtures';

let t: TestApp;
let traveller: string;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.advance(FEEDBACK_NOW - t.clock.now().getTime());
  await insertTrips(t.store, [
    { id: '990001', from: '2027-11-20', to: '2027-11-22', name: 'Bengaluru client visit' },
    { id: '990002', status: 'rescheduled', from: '2027-10-05', to: '2027-10-07' },
    { id: '990003', from: '2027-11-30', to: '2027-12-01' }, // ends today: not completed yet
    { id: '990004', status: 'approved', from: '2027-09-01', to: '2027-09-02' }, // never booked
    { id: '990005', from: '2025-07-31', to: '2025-08-03' }, // before the special client's cut-off
    { id: '990006', from: '2025-08-01', to: '2025-08-02' },
    { id: '990007', traveller: MANAGER, also: [TRAVELLER], from: '2027-11-25', to: '2027-11-26' }, // traveller listed on it
    { id: '990008', traveller: COORDINATOR, from: '2027-11-26', to: '2027-11-27' }, // a colleague's own trip
    { id: '990009', corporateId: GLOBEX, traveller: GLOBEX_TRAVELLER, from: '2025-06-01', to: '2025-06-03' },
    { id: '990010', status: 'cancelled', from: '2027-08-01', to: '2027-08-02' },
    { id: '990011', from: '2027-06-01', to: '2027-06-02' },
    { id: '990012', from: '2027-05-01', to: '2027-05-04' },
  ]);
  traveller = await t.token('traveller@acme.test');
});
afterAll(() => t.close());

describe('getpendingfeedbacktrip', () => {
  it('lists the caller’s completed trips without feedback, newest travel date first', async () => {
    const response = await t.service(traveller, { ...pending, limit: 50, corporateid: '1001', profileid: TRAVELLER });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.ResponseStatus.status).toBe('OK');
    expect(body.specialclient).toBe(true);
    expect(ours(body.trips).map((x: { tripid: string }) => x.tripid)).toEqual([
      '990007',
      '990001',
      '990002',
      '990011',
      '990012',
      '990006',
    ]);
    expect(body.trips.find((x: { tripid: string }) => x.tripid === '990001')).toEqual({
      tripid: '990001',
      tripname: 'Bengaluru client visit',
      destination: 'Bengaluru',
      destinationcountry: 'IN',
      fromdate: '2027-11-20',
      todate: '2027-11-22',
      status: 'ticketed',
    });
  });

  it('includes the demo traveller’s seeded past trip (trip-core’s seed), after the newer ones', async () => {
    const trips = (await t.service(traveller, { ...pending, limit: 50 })).json().trips as { tripid: string }[];
    expect(trips.find((x) => x.tripid === DEMO_TRIP_IDS.acmeTicketed)).toMatchObject({
      tripname: 'Singapore partner summit',
      destinationcountry: 'SG',
      fromdate: '2025-09-10',
    });
    // The seeded draft and approved trips are not completed: never asked about.
    expect(trips.map((x) => x.tripid)).not.toContain(DEMO_TRIP_IDS.acmePending);
    expect(trips.map((x) => x.tripid)).not.toContain(DEMO_TRIP_IDS.acmeApproved);
  });

  it('fetches 5 by default (docs/product.md#constants-and-code-tables) and honours a smaller limit', async () => {
    const five = (await t.service(traveller, pending)).json().trips.map((x: { tripid: string }) => x.tripid);
    expect(five).toEqual(['990007', '990001', '990002', '990011', '990012']);
    const two = (await t.service(traveller, { ...pending, limit: 2 }))
      .json()
      .trips.map((x: { tripid: string }) => x.tripid);
    expect(two).toEqual(['990007', '990001']);
  });

  it('counts a trip as completed once its last day is over', async () => {
    // A fresh session on the next day: the suite's session would have idled out meanwhile.
    t.clock.advance(24 * 3_600_000);
    const nextDay = await t.token('traveller@acme.test');
    const ids = ours((await t.service(nextDay, { ...pending, limit: 50 })).json().trips).map((x) => x.tripid);
    t.clock.advance(-24 * 3_600_000);
    expect(ids[0]).toBe('990003');
  });

  it('gives a company that is not the special client its trips with no date cut-off', async () => {
    const globex = await t.token('traveller@globex.test');
    const body = (await t.service(globex, { ...pending, corporateid: GLOBEX })).json();
    expect(body.specialclient).toBe(false);
    expect(ours(body.trips).map((x) => x.tripid)).toEqual(['990009']);
  });

  it('shows a colleague only their own trips', async () => {
    const coordinator = await t.token('coordinator@acme.test');
    expect(ours((await t.service(coordinator, pending)).json().trips).map((x) => x.tripid)).toEqual(['990008']);
    const manager = await t.token('manager@acme.test');
    expect(ours((await t.service(manager, pending)).json().trips).map((x) => x.tripid)).toEqual(['990007']);
  });

  it('refuses another person’s or company’s ids', async () => {
    const foreignProfile = await t.service(traveller, { ...pending, profileid: MANAGER });
    expect(foreignProfile.statusCode).toBe(403);
    expect(foreignProfile.json().ResponseStatus.message).toMatch(/^profileid/);
    expect((await t.service(traveller, { ...pending, corporateid: GLOBEX })).statusCode).toBe(403);
  });

  it.each([
    [0, 'limit must be at least 1'],
    [2.5, 'limit must be a whole number'],
    ['5', 'limit must be a number'],
  ])('answers 400 naming the field for limit %j', async (limit, message) => {
    const response = await t.service(traveller, { ...pending, limit });
    expect(response.statusCode).toBe(400);
    expect(response.json().ResponseStatus.message).toBe(message);
  });

  it('needs a session', async () => {
    const response = await t.service(null, pending);
    expect(response.statusCode).toBe(401);
    expect(response.json().statuscode).toBe(900);
  });
});
