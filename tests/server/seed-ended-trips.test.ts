import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SettingError } from '../../server/settings';
import { endedTripsFromEnv } from '../../server/store/seed-ended-trips';
import { seedDemoIfEmpty } from '../../server/store/seed';
import { TestClock } from './helpers/clock';
import { type TestApp, createTestApp } from './helpers/test-app';
import { openTestStore } from './helpers/test-store';
import { pending } from './feedback-fixtures';

/* SEED_ENDED_TRIPS: demo trips that ended some days before the seeding day (the e2e feedback card's trips). */

describe('SEED_ENDED_TRIPS', () => {
  it('reads demo-user:days pairs, and nothing from an empty value', () => {
    expect(endedTripsFromEnv('traveller@acme.test:3, coordinator@acme.test:40')).toEqual([
      { userId: 'traveller@acme.test', daysAgo: 3 },
      { userId: 'coordinator@acme.test', daysAgo: 40 },
    ]);
    expect(endedTripsFromEnv(undefined)).toEqual([]);
    expect(endedTripsFromEnv(' ')).toEqual([]);
  });

  it.each(['nobody@acme.test:3', 'traveller@acme.test', 'traveller@acme.test:0', 'traveller@acme.test:-2'])('refuses "%s", naming the setting', (value) => {
    expect(() => endedTripsFromEnv(value)).toThrow(SettingError);
    expect(() => endedTripsFromEnv(value)).toThrow(/SEED_ENDED_TRIPS/);
  });
});

describe('seeding ended trips', () => {
  let t: TestApp;
  beforeAll(async () => {
    const store = await openTestStore();
    await seedDemoIfEmpty(store.db, new TestClock().now(), endedTripsFromEnv('traveller@acme.test:3,traveller@acme.test:40'));
    t = await createTestApp({}, store);
  });
  afterAll(() => t.close());

  it('gives the user a completed trip to rate that ended that many days ago; the older one is not asked about', async () => {
    const traveller = await t.token('traveller@acme.test');
    const response = await t.service(traveller, { ...pending, limit: 5, corporateid: '1001', profileid: '20001' });
    expect(response.statusCode).toBe(200);
    const trips = response.json().trips as { tripname: string; fromdate: string; todate: string }[];
    // The test clock's day is 2026-03-01.
    expect(trips.map(({ tripname, fromdate, todate }) => ({ tripname, fromdate, todate }))).toEqual([
      { tripname: 'Trip ended 3 days ago', fromdate: '2026-02-24', todate: '2026-02-26' },
    ]);
  });
});
