import { readFileSync } from 'node:fs';
import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadKeyring } from '../../server/crypto/key-file';
import { installKeyring } from '../../server/crypto/keyring';
import { pushesSettled } from '../../server/push/notify';
import type { Store } from '../../server/store/db';
import { openStore } from '../../server/store/open';
import { idempotencyKeys, insuranceBookings, tripTracker, trips } from '../../server/store/schema';
import { startServer } from '../../server/start';
import { insertTrip, submitTrip } from './approval-fixtures';
import type { TestApp } from './helpers/test-app';
import { TEST_DATABASE_URL, type TestDatabase, createTestDatabase } from './helpers/test-store';
import { ACME_WALLET, PAX, bookingRequest, debitsOf, paise } from './insurance-booking-fixtures';
import {
  type HttpClient,
  READY_LINE,
  type ServerProcess,
  freePort,
  httpClient,
  spawnServer,
} from './multi-process-fixtures';
import { balanceOf, setBalance } from './wallet-fixtures';

/*
 * Two real server processes (server/main.ts, as `npm start` runs it) on one brand-new PostgreSQL
 * database: they race to migrate and seed it, then take duplicate bookings, idempotent replays and
 * one approval split across them. Each must take effect exactly once. PGlite is one process by
 * design, so this runs only on PostgreSQL.
 */
describe.skipIf(!TEST_DATABASE_URL)('two server processes on one database', () => {
  let database: TestDatabase;
  let reference: TestDatabase;
  const servers: ServerProcess[] = [];
  let store: Store;
  let A: HttpClient;
  let B: HttpClient;
  let traveller: string;
  let manager: string;
  let twice: Record<string, number>;
  let once: Record<string, number>;

  beforeAll(async () => {
    [database, reference] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    // One data key for the servers and this process, which seals too when it submits a trip.
    const dataKey = randomBytes(32).toString('base64');
    installKeyring(loadKeyring({ dataKey }));
    const env = { DATABASE_URL: database.options.databaseUrl!, DATA_KEY: dataKey };
    const ports = [await freePort(), await freePort()];
    servers.push(...ports.map((port) => spawnServer(env, port)));
    // A database prepared by one process alone, to compare the seed with.
    const single = await startServer({ databaseUrl: reference.options.databaseUrl!, port: 0, host: '127.0.0.1' });
    await single.close();
    await Promise.all(servers.map((s) => s.waitForLine(READY_LINE)));
    store = await openStore(database.options);
    // Rows per table, before this test's own logins add sessions.
    [twice, once] = await Promise.all([
      rowCounts(database.options.databaseUrl!),
      rowCounts(reference.options.databaseUrl!),
    ]);
    [A, B] = servers.map((s) => httpClient(s.url)) as [HttpClient, HttpClient];
    traveller = await A.token('traveller@acme.test');
    manager = await B.token('manager@acme.test');
  }, 90_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await pushesSettled();
    await store?.close();
    await Promise.all([database?.drop(), reference?.drop()]);
  }, 60_000);

  /** What the insurance fixtures need of a TestApp: calls through `client`, rows through the shared store. */
  const via = (client: HttpClient) => ({ service: client.service, store }) as unknown as TestApp;
  const book = (client: HttpClient, jsondata: object, headers: Record<string, string> = {}) =>
    client.service(traveller, { opid: 'TG-INSURANCE', actioncode: 'booking', jsondata }, headers);
  const bookingsWith = async (clientRef: string) =>
    (await store.db.select().from(insuranceBookings).where(eq(insuranceBookings.clientRef, clientRef))).length;

  it('both started on the new database: the migrations applied once and the same seed as one process makes', async () => {
    const journal = JSON.parse(
      readFileSync(new URL('../../server/store/migrations/meta/_journal.json', import.meta.url), 'utf8'),
    );
    const applied = await store.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect((applied as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(journal.entries.length);
    expect(twice).toEqual(once);
    expect(once.profiles).toBeGreaterThan(0);
  });

  it('the same booking (same clientref) sent to both at once: one policy, one debit', async () => {
    await setBalance(store.db, ACME_WALLET, 50_000_00n);
    const recommendation = await priceAhead(A, traveller);
    const jsondata = bookingRequest(recommendation);
    const [a, b] = await Promise.all([book(A, jsondata), book(B, jsondata)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const txid = a.json().FlightBookingResponse.txid as string;
    expect(b.json().FlightBookingResponse).toMatchObject({ status: 'OK', txid });
    expect(await bookingsWith(jsondata.clientref)).toBe(1);
    expect(await debitsOf(via(A), txid)).toEqual([-paise(recommendation.totalnet)]);
    expect(await balanceOf(store.db, ACME_WALLET)).toBe(50_000_00n - paise(recommendation.totalnet));
  });

  it('the same Idempotency-Key on both at once, then replayed on each: one answer, one effect', async () => {
    const jsondata = bookingRequest(await priceAhead(B, traveller));
    const headers = { 'idempotency-key': `mp-${jsondata.clientref}` };
    const first = await Promise.all([book(A, jsondata, headers), book(B, jsondata, headers)]);
    const replays = await Promise.all([book(B, jsondata, headers), book(A, jsondata, headers)]);
    for (const answer of [...first, ...replays]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(first[0]!.json());
    }
    expect(await bookingsWith(jsondata.clientref)).toBe(1);
    expect(await debitsOf(via(A), first[0]!.json().FlightBookingResponse.txid)).toHaveLength(1);
    const keys = await store.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, headers['idempotency-key']));
    expect(keys).toHaveLength(1);
  });

  it('a wallet that pays for one booking only: two bookings split across both, exactly one debited', async () => {
    const recommendation = await priceAhead(A, traveller);
    const total = paise(recommendation.totalnet);
    await setBalance(store.db, ACME_WALLET, total + total / 2n);
    const both = await Promise.all([book(A, bookingRequest(recommendation)), book(B, bookingRequest(recommendation))]);
    expect(both.map((r) => r.json().FlightBookingResponse.status).sort()).toEqual(['NOK', 'OK']);
    expect(await balanceOf(store.db, ACME_WALLET)).toBe(total / 2n);
  });

  it('one approval decided through both at once: decided once, tracked once', async () => {
    const now = new Date();
    const tripId = await insertTrip(store.db, '20001', now);
    await submitTrip(store.db, tripId, now);
    const decide = (client: HttpClient, key: string) =>
      client.service(
        manager,
        { opid: 'TG-APPROVALS', action: 'decidetrip', tripid: tripId, decision: 'approve', remarks: 'ok' },
        { 'idempotency-key': key },
      );
    const answers = await Promise.all([decide(A, randomUUID()), decide(B, randomUUID())]);
    // The loser finds nothing waiting (403) or the trip decided under it (409); either way it changed nothing.
    const [won, lost] = [...answers].sort((x, y) => x.statusCode - y.statusCode);
    expect(won!.statusCode).toBe(200);
    expect([403, 409]).toContain(lost!.statusCode);
    const [trip] = await store.db.select().from(trips).where(eq(trips.id, tripId));
    expect(trip!.status).toBe('approved');
    const approvals = (await store.db.select().from(tripTracker).where(eq(tripTracker.tripId, tripId))).filter(
      (r) => r.action === 'APPROVE',
    );
    expect(approvals).toHaveLength(1);
  });
});

/** Rows in every table of the database at `url`. */
async function rowCounts(url: string): Promise<Record<string, number>> {
  const other = await openStore({ databaseUrl: url });
  try {
    const tables = await other.db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    );
    const result: Record<string, number> = {};
    for (const { tablename } of (tables as unknown as { rows: { tablename: string }[] }).rows) {
      const rows = await other.db.execute(sql`select count(*)::int as n from ${sql.identifier(tablename)}`);
      result[tablename] = (rows as unknown as { rows: { n: number }[] }).rows[0]!.n;
    }
    return result;
  } finally {
    await other.close();
  }
}

/** getinsurancetax for one traveller, a month from today (these servers run on the real clock). */
async function priceAhead(client: HttpClient, token: string): Promise<Record<string, unknown>> {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const [pax] = PAX;
  const response = await client.service(token, {
    opid: 'TG-INSURANCE',
    actioncode: 'getinsurancetax',
    jsondata: {
      categoryid: '1',
      categorycode: 'DOM',
      daylimit: 5,
      noofpax: 1,
      startdate: day(30),
      enddate: day(34),
      domint: 'domestic',
      tripid: '',
      paxList: [{ paxnumber: 1, dob: pax!.dob, age: pax!.age }],
      plancode: 'DOMBASIC',
      recordid: '',
    },
  });
  if (response.json().ApiStatus?.Status !== 'OK') throw new Error(`price failed: ${response.body}`);
  return response.json().InsuranceTaxResponse.insurancerecommendation;
}
