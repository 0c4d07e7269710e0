import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../server/http/errors';
import { PUSH_ACTION_TTL_MS, signPushAction, verifyPushAction } from '../../server/push/action-token';
import type { Store } from '../../server/store/db';
import { openTestStore } from './helpers/test-store';

let store: Store;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(() => store.close());

const at = (iso: string) => ({ tx: store.db, now: new Date(iso) });
const claims = { profileId: '20002', corporateId: '1001', tripid: '710001' };

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  expect((error as HttpError).statusCode).toBe(403);
  return (error as HttpError).message;
}

describe('notification action tokens', () => {
  it('carry profile, company and trip, and verify once', async () => {
    const token = await signPushAction(at('2026-03-01T09:00:00Z'), claims);
    const verified = await verifyPushAction(at('2026-03-02T09:00:00Z'), token, 'approve');
    expect(verified).toMatchObject({ ...claims, expiresAt: new Date(Date.parse('2026-03-01T09:00:00Z') + PUSH_ACTION_TTL_MS) });
    expect(verified.decision).toBeUndefined();
    expect(await refusal(verifyPushAction(at('2026-03-02T09:01:00Z'), token, 'reject'))).toBe('token: already used');
  });

  it('expire after 7 days', async () => {
    const token = await signPushAction(at('2026-03-01T09:00:00Z'), claims);
    expect(await refusal(verifyPushAction(at('2026-03-08T09:00:00Z'), token))).toBe('token: expired');
  });

  it('bound to a decision are good for that decision only', async () => {
    const token = await signPushAction(at('2026-03-01T09:00:00Z'), { ...claims, decision: 'approve' });
    expect(await refusal(verifyPushAction(at('2026-03-01T10:00:00Z'), token, 'reject'))).toBe('token: not valid for this decision');
    expect((await verifyPushAction(at('2026-03-01T10:00:00Z'), token, 'approve')).decision).toBe('approve');
  });

  it('refuse any change to the claims, a foreign signature and garbage', async () => {
    const token = await signPushAction(at('2026-03-01T09:00:00Z'), claims);
    const [payload, signature] = token.split('.') as [string, string];
    const body = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...body, c: '1002' })).toString('base64url');
    const now = at('2026-03-01T10:00:00Z');
    expect(await refusal(verifyPushAction(now, `${forged}.${signature}`))).toBe('token: not valid');
    expect(await refusal(verifyPushAction(now, `${payload}.${Buffer.alloc(32).toString('base64url')}`))).toBe('token: not valid');
    for (const junk of ['', 'abc', 'a.b.c', `${payload}.`]) expect(await refusal(verifyPushAction(now, junk))).toBe('token: not valid');
  });

  it('leave the token usable when the deciding transaction rolls back', async () => {
    const token = await signPushAction(at('2026-03-01T09:00:00Z'), claims);
    await expect(
      store.db.transaction(async (tx) => {
        await verifyPushAction({ tx, now: new Date('2026-03-01T10:00:00Z') }, token);
        throw new Error('decision failed');
      }),
    ).rejects.toThrow('decision failed');
    expect((await verifyPushAction(at('2026-03-01T10:01:00Z'), token)).tripid).toBe('710001');
  });
});
