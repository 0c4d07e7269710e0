import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineHandler } from '../../server/dispatch/types';
import { TRANSACTION_ATTEMPTS } from '../../server/dispatch/transaction-retry';
import { ResponseStatusSchema } from '../../src/contract/envelope';
import { defineOperation } from '../../src/contract/operation';
import { type TestApp, createTestApp } from './helpers/test-app';
import { TEST_DATABASE_URL } from './helpers/test-store';

/*
 * A mutation aborted by PostgreSQL for a serialization failure (40001) or a deadlock (40P01) is
 * run again whole by the dispatcher: the caller sees one success and one idempotency record.
 * Test-only operations write to a probe table of their own.
 */
const op = <Req extends v.GenericSchema>(action: string, request: Req) =>
  defineOperation({
    opid: 'TEST-RETRY',
    actionKey: 'action',
    action,
    request,
    response: v.object({ ResponseStatus: ResponseStatusSchema }),
    roles: 'any',
    mutates: true,
  });
const OK = { ResponseStatus: { status: 'OK' as const } };

const attempts = new Map<string, number>();
const attempt = (id: string) => {
  const n = (attempts.get(id) ?? 0) + 1;
  attempts.set(id, n);
  return n;
};

/** Writes its row, then fails like a serialization failure (wrapped the way drizzle wraps driver errors) `failures` times. */
const flaky = defineHandler(op('flaky', v.object({ id: v.string(), failures: v.number(), code: v.string() })))(async (
  ctx,
  input,
) => {
  await ctx.tx.execute(sql`insert into retry_probe (id, n) values (${input.id}, 1)`);
  if (attempt(input.id) <= input.failures) {
    throw Object.assign(new Error('Failed query'), {
      cause: Object.assign(new Error('could not serialize access'), { code: input.code }),
    });
  }
  return OK;
});

/** Locks `first`, waits until its twin holds the other row, then locks `second`: opposite orders deadlock. */
let bothHoldTheirFirst: () => void = () => {};
let holding = 0;
const met = new Promise<void>((resolve) => (bothHoldTheirFirst = resolve));
const lockPair = defineHandler(op('lockpair', v.object({ call: v.string(), first: v.string(), second: v.string() })))(
  async (ctx, input) => {
    await ctx.tx.execute(sql`update retry_probe set n = n + 1 where id = ${input.first}`);
    if (attempt(input.call) === 1) {
      if (++holding === 2) bothHoldTheirFirst();
      await met;
    }
    await ctx.tx.execute(sql`update retry_probe set n = n + 1 where id = ${input.second}`);
    return OK;
  },
);

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ handlers: [flaky, lockPair] });
  await t.store.db.execute(sql`create table retry_probe (id text primary key, n integer not null)`);
  token = await t.token('traveller@acme.test');
});
afterAll(() => t.close());

const call = (action: string, input: object, key: string) =>
  t.service(token, { opid: 'TEST-RETRY', action, ...input }, { 'idempotency-key': key });
const count = async (query: ReturnType<typeof sql>) =>
  Number(((await t.store.db.execute(query)) as unknown as { rows: { c: unknown }[] }).rows[0]!.c);
const keysNamed = (key: string) => count(sql`select count(*) as c from idempotency_keys where key = ${key}`);

describe('transactions aborted by the database are run again', () => {
  it('a serialization failure: retried, one effect, one idempotency record, the same answer on replay', async () => {
    const response = await call('flaky', { id: 'serial', failures: 1, code: '40001' }, 'key-serial');
    expect(response.statusCode).toBe(200);
    expect(attempts.get('serial')).toBe(2);
    expect(await count(sql`select count(*) as c from retry_probe where id = 'serial'`)).toBe(1);
    expect(await keysNamed('key-serial')).toBe(1);
    const replay = await call('flaky', { id: 'serial', failures: 1, code: '40001' }, 'key-serial');
    expect(replay.json()).toEqual(response.json());
    expect(attempts.get('serial')).toBe(2);
  });

  it('another database error is not retried; a conflict that never clears answers 503 with nothing written', async () => {
    const unique = await call('flaky', { id: 'unique', failures: 1, code: '23505' }, 'key-unique');
    expect(unique.statusCode).toBe(500);
    expect(attempts.get('unique')).toBe(1);

    const stuck = await call('flaky', { id: 'stuck', failures: 99, code: '40P01' }, 'key-stuck');
    expect(stuck.statusCode).toBe(503);
    expect(stuck.headers['retry-after']).toBe('1');
    expect(attempts.get('stuck')).toBe(TRANSACTION_ATTEMPTS);
    expect(await count(sql`select count(*) as c from retry_probe where id in ('unique', 'stuck')`)).toBe(0);
    expect(await keysNamed('key-stuck')).toBe(0);
  });

  // PGlite is one connection: its transactions never overlap, so only PostgreSQL can deadlock.
  it.skipIf(!TEST_DATABASE_URL)('a real deadlock between two calls: both succeed, each effect once', async () => {
    await t.store.db.execute(sql`insert into retry_probe (id, n) values ('a', 0), ('b', 0)`);
    const [ab, ba] = await Promise.all([
      call('lockpair', { call: 'ab', first: 'a', second: 'b' }, 'key-ab'),
      call('lockpair', { call: 'ba', first: 'b', second: 'a' }, 'key-ba'),
    ]);
    expect([ab.statusCode, ba.statusCode]).toEqual([200, 200]);
    // One of the two was the deadlock's victim and ran twice.
    expect((attempts.get('ab') ?? 0) + (attempts.get('ba') ?? 0)).toBe(3);
    expect(await count(sql`select sum(n) as c from retry_probe where id in ('a', 'b')`)).toBe(4);
    expect(await keysNamed('key-ab')).toBe(1);
    expect(await keysNamed('key-ba')).toBe(1);
  });
});
