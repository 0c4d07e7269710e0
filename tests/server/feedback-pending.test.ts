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
    { id: '990002', status: 'rescheduled', from: '2027-11-15', to: '2027-11-17' },
    { id: '990003', from: '2027-11-30', to: '2027-12-01' }, // ends today: not completed yet
    { id: '990004', status: 'approved', from: '2027-11-10', to: '2027-11-12' }, // never booked
    { id: '990005', from: '2025-07-31', to: '2025-08-03' }, // before the special client's cut-off
    { id: '990006', from: '2025-08-01', to: '2025-08-02' },
    { id: '990007', traveller: MANAGER, also: [TRAVELLER], from: '2027-11-25', to: '2027-11-26' }, // traveller listed on it
    { id: '990008', traveller: COORDINATOR, from: '2027-11-26', to: '2027-11-27' }, // a colleague's own trip
    { id: '990009', corporateId: GLOBEX, traveller: GLOBEX_TRAVELLER, from: '2025-07-20', to: '2025-07-22' },
    { id: '990010', status: 'cancelled', from: '2027-11-01', to: '2027-11-02' },
    { id: '990011', from: '2027-11-08', to: '2027-11-09' },
    { id: '990012', from: '2027-10-29', to: '2027-11-01' }, // ended exactly 30 days ago: still asked
    { id: '990013', from: '2027-10-28', to: '2027-10-31' }, // ended 31 days ago: too old (issue 15)
    { id: '990014', from: '2027-11-02', to: '2027-11-03' },
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
      '990014',
      '990012',
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

  it('never asks about a trip that ended more than 30 days ago, like the seeded one of 2025 (issue 15)', async () => {
    const trips = (await t.service(traveller, { ...pending, limit: 50 })).json().trips as { tripid: string }[];
    const ids = trips.map((x) => x.tripid);
    expect(ids).not.toContain(DEMO_TRIP_IDS.acmeTicketed);
    expect(ids).not.toContain('990013');
    expect(ids).toContain('990012');
    // The seeded draft and approved trips are not completed: never asked about.
    expect(ids).not.toContain(DEMO_TRIP_IDS.acmePending);
    expect(ids).not.toContain(DEMO_TRIP_IDS.acmeApproved);
  });

  it('fetches 5 by default (docs/product.md#constants-and-code-tables) and honours a smaller limit', async () => {
    const five = (await t.service(traveller, pending)).json().trips.map((x: { tripid: string }) => x.tripid);
    expect(five).toEqual(['990007', '990001', '990002', '990011', '990014']);
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

  it('applies the 2025-07-31 cut-off to the special client only', async () => {
    // Back to August 2025, when the trips around the cut-off were recent; fresh sessions of that day.
    const back = Date.parse('2025-08-10T09:00:00Z') - t.clock.now().getTime();
    t.clock.advance(back);
    try {
      const acme = await t.token('traveller@acme.test');
      const globex = await t.token('traveller@globex.test');
      expect(ours((await t.service(acme, { ...pending, limit: 50 })).json().trips).map((x) => x.tripid)).toEqual(['990006']);
      const body = (await t.service(globex, { ...pending, corporateid: GLOBEX })).json();
      expect(body.specialclient).toBe(false);
      expect(ours(body.trips).map((x) => x.tripid)).toEqual(['990009']);
    } finally {
      t.clock.advance(-back);
    }
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
