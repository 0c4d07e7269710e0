import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_THROTTLE_CONFIG, LoginThrottle } from '../../server/auth/throttle';
import { applyTicketing, issueDueTickets } from '../../server/features/flights/ticketing';
import { runExclusively } from '../../server/store/advisory-lock';
import { MAINTENANCE_JOB, purgeExpired } from '../../server/store/maintenance';
import type { Store } from '../../server/store/db';
import { openStore } from '../../server/store/open';
import { flightBookings, flightSearches } from '../../server/store/schema';
import { seedDemoIfEmpty } from '../../server/store/seed';
import { TEST_DATABASE_URL, type TestDatabase, createTestDatabase } from './helpers/test-store';

const DAY = 24 * 3_600_000;
const NOW = new Date('2026-11-21T10:00:00Z');

let database: TestDatabase;
let store: Store;
beforeAll(async () => {
  database = await createTestDatabase();
  store = await openStore(database.options);
  await seedDemoIfEmpty(store.db, NOW);
});
afterAll(async () => {
  await store.close();
  await database.drop();
});

const throttle = () => new LoginThrottle(store.db, DEFAULT_THROTTLE_CONFIG);

const search = (responseId: string, daysAgo: number) => ({
  responseId,
  corporateId: '1001',
  profileId: '20001',
  request: {
    triptype: 'oneway',
    domint: 'domestic',
    cabin: 'economy',
    adults: 1,
    children: 0,
    infants: 0,
    sectors: [{ origin: 'BLR', destination: 'DEL', jdate: '2026-12-01' }],
  },
  domint: 'domestic' as const,
  searchedAt: new Date(NOW.getTime() - daysAgo * DAY),
});

/** A paid booking whose tickets fell due a minute ago. */
const dueBooking = (txid: string): typeof flightBookings.$inferInsert => ({
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
  paymentMode: 'cashcard',
  status: 'pending',
  contactEmail: 'traveller@acme.test',
  contactMobile: '9876543210',
  request: {},
  bookedOn: NOW,
  paidAt: NOW,
  ticketingDueAt: new Date(NOW.getTime() - 60_000),
  updatedAt: NOW,
});

describe('periodic maintenance', () => {
  it('drops flight searches older than 100 days (the simulator replays 90) and keeps the recent ones', async () => {
    await store.db
      .insert(flightSearches)
      .values([search('old', 101), search('recent', 99)] as (typeof flightSearches.$inferInsert)[]);
    expect(await purgeExpired(store.db, throttle(), NOW, [])).toBe(true);
    const left = await store.db.select({ id: flightSearches.responseId }).from(flightSearches);
    expect(left.map((r) => r.id)).toEqual(['recent']);
  });

  it("runs the products' tasks it is given: issueDueTickets issues a due ticket unread", async () => {
    await store.db.insert(flightBookings).values(dueBooking('TKT0'));
    const seen: Date[] = [];
    const spy = async (_tx: unknown, now: Date) => seen.push(now);
    expect(await purgeExpired(store.db, throttle(), NOW, [issueDueTickets, spy])).toBe(true);
    const [row] = await store.db.select().from(flightBookings).where(eq(flightBookings.txid, 'TKT0'));
    expect(row).toMatchObject({ status: 'ticketed', ticketedAt: NOW });
    expect(seen).toEqual([NOW]);
  });

  it('issues a due ticket once when readers and maintenance race for it', async () => {
    await store.db.insert(flightBookings).values(dueBooking('TKT1'));
    const [readA, readB, swept] = await Promise.all([
      applyTicketing(store.db, 'TKT1', NOW),
      applyTicketing(store.db, 'TKT1', NOW),
      issueDueTickets(store.db, NOW),
    ]);
    expect([readA, readB, swept === 1].filter(Boolean)).toHaveLength(1);
    const [row] = await store.db.select().from(flightBookings).where(eq(flightBookings.txid, 'TKT1'));
    expect(row).toMatchObject({ status: 'ticketed', ticketedAt: NOW });
  });

  // PGlite is one connection (one process): its transactions never overlap, so only PostgreSQL can show the skip.
  it.skipIf(!TEST_DATABASE_URL)(
    'runs once across processes: while one holds the job, another skips it, then may run it',
    async () => {
      const otherProcess = await openStore(database.options);
      try {
        await store.db.insert(flightSearches).values([search('stale', 101)] as (typeof flightSearches.$inferInsert)[]);
        let release: () => void = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        let holding: () => void = () => {};
        const isHeld = new Promise<void>((resolve) => (holding = resolve));
        const first = runExclusively(store.db, MAINTENANCE_JOB, async () => {
          holding();
          await held;
          return 'done';
        });
        await isHeld;
        expect(
          await purgeExpired(otherProcess.db, new LoginThrottle(otherProcess.db, DEFAULT_THROTTLE_CONFIG), NOW, []),
        ).toBe(false);
        expect(await store.db.select().from(flightSearches).where(eq(flightSearches.responseId, 'stale'))).toHaveLength(
          1,
        );
        release();
        expect(await first).toBe('done');
        expect(
          await purgeExpired(otherProcess.db, new LoginThrottle(otherProcess.db, DEFAULT_THROTTLE_CONFIG), NOW, []),
        ).toBe(true);
        expect(await store.db.select().from(flightSearches).where(eq(flightSearches.responseId, 'stale'))).toHaveLength(
          0,
        );
      } finally {
        await otherProcess.close();
      }
    },
  );
});
