import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_EXPIRY_JOB, expireUnpaidBookings } from '../../server/booking/expiry';
import { runExclusively } from '../../server/store/advisory-lock';
import type { Store } from '../../server/store/db';
import { openStore } from '../../server/store/open';
import { flightBookings, flightSeatHolds } from '../../server/store/schema-flight-bookings';
import { insuranceBookings } from '../../server/store/schema-insurance-bookings';
import { type TestApp, createTestApp } from './helpers/test-app';
import { TEST_DATABASE_URL, type TestDatabase, createTestDatabase } from './helpers/test-store';
import { EXPIRIES, JUST_PAST } from './booking-expiry-fixtures';

/*
 * Two app instances on one database run the expiry pass at the same moment: each unpaid booking
 * expires exactly once. On PostgreSQL they are two stores (two pools, as two server processes
 * have); on PGlite, one process by design, the two apps share the store.
 */

const CLAIMED = new Date('2026-03-01T09:00:00Z');
const LATER = new Date(CLAIMED.getTime() + JUST_PAST);

let database: TestDatabase;
let stores: Store[];
let apps: TestApp[];
beforeAll(async () => {
  database = await createTestDatabase();
  const first = await openStore(database.options);
  stores = TEST_DATABASE_URL ? [first, await openStore(database.options)] : [first];
  // The apps' own clocks stand at the claim time: their timers' passes find nothing lapsed.
  apps = [
    await createTestApp({ now: () => CLAIMED }, stores[0]),
    await createTestApp({ now: () => CLAIMED }, stores.at(-1)),
  ];
});
afterAll(async () => {
  for (const app of apps ?? []) await app.close();
  for (const store of stores ?? []) await store.close();
  await database?.drop();
});

const flight = (txid: string, status: 'paymentpending' | 'pending'): typeof flightBookings.$inferInsert => ({
  txid,
  corporateId: '1001',
  profileId: '20001',
  travellerProfileId: '20001',
  clientRef: txid,
  responseId: 'r',
  domInt: 'domestic',
  tripType: 'oneway',
  offers: [],
  extras: [],
  farePaise: 100,
  extrasPaise: 0,
  discountPaise: 0,
  totalPaise: 100,
  inPolicy: true,
  paymentMode: 'creditcard',
  status,
  contactEmail: 'traveller@acme.test',
  contactMobile: '9876543210',
  request: {},
  bookedOn: CLAIMED,
  updatedAt: CLAIMED,
});

const insurance = (txid: string, status: 'paymentpending' | 'confirmed'): typeof insuranceBookings.$inferInsert => ({
  txid,
  corporateId: '1001',
  profileId: '20001',
  travellerProfileId: '20001',
  clientRef: txid,
  planCode: 'DOMBASIC',
  planName: 'Domestic Basic',
  categoryId: '1',
  categoryCode: 'DOM',
  categoryDescription: 'Domestic',
  domInt: 'domestic',
  startDate: '2026-04-10',
  endDate: '2026-04-15',
  dayLimit: 5,
  premiumPaise: 100,
  gstPaise: 18,
  totalPaise: 118,
  paymentMode: 'creditcard',
  status,
  contactEmail: 'traveller@acme.test',
  contactMobile: '9876543210',
  request: {},
  bookedOn: CLAIMED,
  updatedAt: CLAIMED,
});

/** Unpaid bookings (flights each holding a seat) and paid ones, claimed at CLAIMED. */
async function seed(prefix: string, count: number) {
  const ids = (kind: string) => Array.from({ length: count }, (_, i) => `${prefix}${kind}${i}`);
  const db = stores[0]!.db;
  await db.insert(flightBookings).values([
    ...ids('F').map((txid) => flight(txid, 'paymentpending')),
    flight(`${prefix}PAIDF`, 'pending'),
  ]);
  await db
    .insert(flightSeatHolds)
    .values(ids('F').map((txid, i) => ({ flightId: `AI.401.${prefix}`, seatNo: `${i + 1}A`, txid, paxSno: 1 })));
  await db.insert(insuranceBookings).values([
    ...ids('I').map((txid) => insurance(txid, 'paymentpending')),
    insurance(`${prefix}PAIDI`, 'confirmed'),
  ]);
  return { flights: ids('F'), policies: ids('I') };
}

describe('the expiry pass across app instances', () => {
  it('expires each unpaid booking exactly once when both run it at the same moment', async () => {
    const { flights, policies } = await seed('RACE', 12);
    const passes = await Promise.all(
      [0, 1, 0, 1, 0, 1].map((i) => expireUnpaidBookings(apps[i]!.store.db, EXPIRIES, LATER)),
    );
    const ran = passes.filter((p) => p !== null);
    expect(ran.length).toBeGreaterThanOrEqual(1);
    expect(ran.flatMap((p) => p.flight ?? []).sort()).toEqual([...flights].sort());
    expect(ran.flatMap((p) => p.insurance ?? []).sort()).toEqual([...policies].sort());

    const db = stores.at(-1)!.db;
    const rows = await db
      .select({ status: flightBookings.status, updatedAt: flightBookings.updatedAt })
      .from(flightBookings)
      .where(inArray(flightBookings.txid, [...flights, 'RACEPAIDF']));
    expect(rows.filter((r) => r.status === 'expired')).toHaveLength(flights.length);
    expect(rows.every((r) => r.status !== 'expired' || r.updatedAt.getTime() === LATER.getTime())).toBe(true);
    expect(await db.select().from(flightSeatHolds).where(inArray(flightSeatHolds.txid, flights))).toEqual([]);
    const paid = await db
      .select({ status: insuranceBookings.status })
      .from(insuranceBookings)
      .where(inArray(insuranceBookings.txid, ['RACEPAIDI']));
    expect(paid).toEqual([{ status: 'confirmed' }]);
  });

  // PGlite is one connection: its transactions never overlap, so only PostgreSQL can show the skip.
  it.skipIf(!TEST_DATABASE_URL)('skips the pass while another process holds it, then runs it', async () => {
    const { flights } = await seed('HELD', 2);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding: () => void = () => {};
    const isHeld = new Promise<void>((resolve) => (holding = resolve));
    const first = runExclusively(stores[0]!.db, BOOKING_EXPIRY_JOB, async () => {
      holding();
      await held;
      return 'done';
    });
    await isHeld;
    expect(await expireUnpaidBookings(stores[1]!.db, EXPIRIES, LATER)).toBeNull();
    release();
    expect(await first).toBe('done');
    expect((await expireUnpaidBookings(stores[1]!.db, EXPIRIES, LATER))?.flight?.sort()).toEqual(flights);
  });
});
