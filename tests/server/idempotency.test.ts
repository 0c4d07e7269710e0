import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_RETENTION_MS, purgeIdempotencyKeys } from '../../server/dispatch/idempotency';
import { profileHandlers } from '../../server/features/profile/handlers';
import { idempotencyKeys, profiles } from '../../server/store/schema';
import { type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.token('traveller@acme.test');
});
afterAll(() => t.close());

const contact = (email: string) => ({ opid: 'TG-PROFILE', action: 'updatecontactinfo', mobilenumber: '919876543210', contactemail: email });
const update = profileHandlers.find((h) => h.operation.action === 'updatecontactinfo')!;

async function storedEmail() {
  const [row] = await t.store.db.select({ email: profiles.email }).from(profiles).where(eq(profiles.id, '20001'));
  return row?.email;
}

describe('Idempotency-Key', () => {
  it('replays the first answer and runs the effect once', async () => {
    const spy = vi.spyOn(update, 'handler');
    const key = randomUUID();
    const first = await t.service(token, contact('one@acme.test'), { 'idempotency-key': key });
    expect(first.statusCode).toBe(200);
    // Someone else changes the email in between: a replay must not redo the first change.
    await t.service(token, contact('two@acme.test'));
    const replay = await t.service(token, { ...contact('one@acme.test') }, { 'idempotency-key': key });
    expect(replay.statusCode).toBe(200);
    expect(replay.body).toBe(first.body);
    expect(await storedEmail()).toBe('two@acme.test');
    expect(spy).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });

  it('treats the same fields in another order as the same request', async () => {
    const key = randomUUID();
    const { opid, action, mobilenumber, contactemail } = contact('order@acme.test');
    expect((await t.service(token, { opid, action, mobilenumber, contactemail }, { 'idempotency-key': key })).statusCode).toBe(200);
    expect((await t.service(token, { contactemail, mobilenumber, action, opid }, { 'idempotency-key': key })).statusCode).toBe(200);
  });

  it('refuses the same key with another body with 422, changing nothing', async () => {
    const key = randomUUID();
    await t.service(token, contact('three@acme.test'), { 'idempotency-key': key });
    const mismatch = await t.service(token, contact('four@acme.test'), { 'idempotency-key': key });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().ResponseStatus.status).toBe('NOK');
    expect(await storedEmail()).toBe('three@acme.test');
  });

  it('keeps keys per user: another user may use the same key', async () => {
    const key = randomUUID();
    const other = await t.token('manager@acme.test');
    await t.service(token, contact('mine@acme.test'), { 'idempotency-key': key });
    const theirs = await t.service(other, contact('priya@acme.test'), { 'idempotency-key': key });
    expect(theirs.statusCode).toBe(200);
  });

  it('runs 10 concurrent identical requests once and answers all of them alike', async () => {
    const spy = vi.spyOn(update, 'handler');
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => t.service(token, contact('burst@acme.test'), { 'idempotency-key': key })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it('does not keep a key whose request failed, so a corrected retry runs', async () => {
    const key = randomUUID();
    const failed = await t.service(token, { opid: 'TG-PROFILE', action: 'changepassword', oldpassword: 'Wrong@1234', newpassword: 'Better@1234' }, { 'idempotency-key': key });
    expect(failed.statusCode).toBe(400);
    const rows = await t.store.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(rows).toHaveLength(0);
  });

  it('purges keys older than 30 days', async () => {
    const key = randomUUID();
    await t.service(token, contact('old@acme.test'), { 'idempotency-key': key });
    const scope = and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.profileId, '20001'));
    await purgeIdempotencyKeys(t.store.db, new Date(t.clock.now().getTime() + IDEMPOTENCY_RETENTION_MS - 60_000));
    expect(await t.store.db.select().from(idempotencyKeys).where(scope)).toHaveLength(1);
    await purgeIdempotencyKeys(t.store.db, new Date(t.clock.now().getTime() + IDEMPOTENCY_RETENTION_MS + 60_000));
    expect(await t.store.db.select().from(idempotencyKeys).where(scope)).toHaveLength(0);
  });
});
