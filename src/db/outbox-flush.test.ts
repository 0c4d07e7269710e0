import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError, SessionExpiredError } from '../api/errors';
import { db } from './database';
import { flushOutbox } from './outbox-flush';
import { newDraftId, resolveDraftId } from './outbox-draft-ids';
import { PROFILE, clearAll, entries, queue, recordingSend } from './outbox-test-kit';

afterEach(clearAll);

describe('flushOutbox', () => {
  it('sends oldest first with the entry id as Idempotency-Key, and deletes each after success', async () => {
    const a = await queue({ fields: { n: 1 } });
    const b = await queue({ fields: { n: 2 } });
    const { send, calls } = recordingSend();
    expect(await flushOutbox({ profileid: PROFILE, send })).toEqual({ outcome: 'done', sent: 2, failed: 0 });
    expect(calls.map((c) => [c.fields.n, c.key])).toEqual([[1, a.id], [2, b.id]]);
    expect(await entries()).toEqual([]);
  });

  it("sends only the logged-in profile's entries", async () => {
    await queue({ fields: { n: 1 } }, 'OTHER');
    await queue({ fields: { n: 2 } });
    const { send, calls } = recordingSend();
    await flushOutbox({ profileid: PROFILE, send });
    expect(calls.map((c) => c.fields.n)).toEqual([2]);
    expect((await entries()).map((e) => e.profileid)).toEqual(['OTHER']);
  });

  it('stops at a network error and keeps the entry pending with the attempt counted', async () => {
    await queue({ fields: { n: 1 } });
    await queue({ fields: { n: 2 } });
    const { send, calls } = recordingSend(() => {
      throw new NetworkError();
    });
    expect(await flushOutbox({ profileid: PROFILE, send })).toMatchObject({ outcome: 'offline', sent: 0 });
    expect(calls).toHaveLength(1);
    const [first, second] = await entries();
    expect(first).toMatchObject({ state: 'pending', attempts: 1, lastError: expect.stringMatching(/Cannot reach/) });
    expect(second).toMatchObject({ state: 'pending', attempts: 0 });
  });

  it('treats a 5xx, a 429 and a key still in use like the network being down', async () => {
    for (const error of [new ApiError(503, 'down'), new ApiError(429, 'slow down'), new ApiError(409, 'Idempotency-Key is in use by a request still running; retry shortly')]) {
      await queue({ fields: {} });
      const { send } = recordingSend(() => {
        throw error;
      });
      expect((await flushOutbox({ profileid: PROFILE, send })).outcome).toBe('offline');
      expect((await entries())[0]!.state).toBe('pending');
      await clearAll();
    }
  });

  it('stops on an expired session', async () => {
    await queue({ fields: {} });
    const { send } = recordingSend(() => {
      throw new SessionExpiredError();
    });
    expect((await flushOutbox({ profileid: PROFILE, send })).outcome).toBe('session');
    expect((await entries())[0]!.state).toBe('pending');
  });

  it("marks a 4xx failed with the server's message, and blocks only the entries on the same trip", async () => {
    await queue({ fields: { tripid: '700001', n: 1 } });
    await queue({ fields: { tripid: '700001', n: 2 } });
    await queue({ fields: { tripid: '700002', n: 3 } });
    await queue({ fields: { n: 4 } });
    const { send, calls } = recordingSend((fields) => {
      if (fields.n === 1) throw new ApiError(409, 'Trip 700001 is Approved: it cannot be edited');
      return {};
    });
    expect(await flushOutbox({ profileid: PROFILE, send })).toEqual({ outcome: 'done', sent: 2, failed: 1 });
    expect(calls.map((c) => c.fields.n)).toEqual([1, 3, 4]);
    expect((await entries()).map((e) => [e.fields.n, e.state, e.lastError])).toEqual([
      [1, 'failed', 'Trip 700001 is Approved: it cannot be edited'],
      [2, 'pending', undefined],
    ]);
    // Blocked stays blocked on the next flush, without sending anything.
    expect(await flushOutbox({ profileid: PROFILE, send })).toEqual({ outcome: 'done', sent: 0, failed: 0 });
  });

  it('maps a synced draft to its server id in later entries, the trip cache and resolveDraftId', async () => {
    const draft = newDraftId();
    await db.trips.put({ tripid: draft, profileid: PROFILE, status: 'Draft', fromdate: '2026-03-01' });
    await db.tripDetails.put({ tripid: draft, profileid: PROFILE, items: [{ tripid: draft, city: 'Pune' }] });
    await queue({ operation: 'createTrip', fields: { clientref: draft, purpose: 'x' } });
    await queue({ fields: { tripid: draft, fromdate: '2026-03-02' } });
    await queue({ fields: { tripid: draft, items: [{ tripid: draft }] } });
    const { send, calls } = recordingSend((fields) => (fields.clientref ? { tripid: '710001' } : {}));
    await flushOutbox({ profileid: PROFILE, send });
    expect(calls.map((c) => c.fields.tripid)).toEqual([undefined, '710001', '710001']);
    expect(calls[2]!.fields.items).toEqual([{ tripid: '710001' }]);
    expect(await db.trips.get(draft)).toBeUndefined();
    expect(await db.trips.get('710001')).toMatchObject({ status: 'Draft' });
    expect(await db.tripDetails.get('710001')).toMatchObject({ items: [{ tripid: '710001', city: 'Pune' }] });
    expect(await resolveDraftId(db, draft)).toBe('710001');
  });

  it('resolves a draft id queued after its create was already synced', async () => {
    const draft = newDraftId();
    await queue({ fields: { clientref: draft } });
    await flushOutbox({ profileid: PROFILE, send: recordingSend(() => ({ tripid: '710002' })).send });
    await queue({ fields: { tripid: draft, n: 2 } });
    const { send, calls } = recordingSend();
    await flushOutbox({ profileid: PROFILE, send });
    expect(calls[0]!.fields.tripid).toBe('710002');
  });

  it('resends an entry a crashed flusher left in "sending", with the same key', async () => {
    const entry = await queue({ fields: {} });
    await db.outbox.update(entry.id, { state: 'sending', attempts: 1 });
    const { send, calls } = recordingSend();
    await flushOutbox({ profileid: PROFILE, send });
    expect(calls.map((c) => c.key)).toEqual([entry.id]);
  });

  it('lets one flusher run at a time; the busy one asks for another pass that sends what came meanwhile', async () => {
    await queue({ fields: { n: 1 } });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { send, calls } = recordingSend(async (fields) => {
      if (fields.n === 1) await gate;
      return {};
    });
    const first = flushOutbox({ profileid: PROFILE, send });
    // The first flusher holds the lock once it is sending entry 1 (and it stays there until released).
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await queue({ fields: { n: 2 } });
    expect(await flushOutbox({ profileid: PROFILE, send })).toEqual({ outcome: 'busy', sent: 0, failed: 0 });
    release();
    expect(await first).toEqual({ outcome: 'done', sent: 2, failed: 0 });
    expect(calls.map((c) => c.fields.n)).toEqual([1, 2]);
  });
});
