import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { db } from './database';
import { blockedEntryIds, discardEntry, retryEntry } from './outbox-actions';
import { flushOutbox } from './outbox-flush';
import { newDraftId } from './outbox-draft-ids';
import { PROFILE, clearAll, entries, queue, recordingSend } from './outbox-test-kit';

afterEach(clearAll);

describe('retry and discard', () => {
  it('retry sends a failed entry again with the same key', async () => {
    const entry = await queue({ fields: { tripid: '700001' } });
    await flushOutbox({
      profileid: PROFILE,
      send: recordingSend(() => {
        throw new ApiError(400, 'fromdate must be a date');
      }).send,
    });
    expect((await entries())[0]).toMatchObject({ state: 'failed', lastError: 'fromdate must be a date' });
    await retryEntry(db, entry.id);
    const retried = (await entries())[0]!;
    expect(retried.state).toBe('pending');
    expect(retried.lastError).toBeUndefined();
    const { send, calls } = recordingSend();
    await flushOutbox({ profileid: PROFILE, send });
    expect(calls.map((c) => c.key)).toEqual([entry.id]);
    expect(await entries()).toEqual([]);
  });

  it('discarding an edit removes only that entry and leaves the cache alone', async () => {
    await db.trips.put({ tripid: '700001', profileid: PROFILE, status: 'pending', fromdate: '2026-03-02' });
    const edit = await queue({ fields: { tripid: '700001', fromdate: '2026-03-02' } });
    await queue({ fields: { tripid: '700001', todate: '2026-03-05' } });
    expect(await discardEntry(db, edit.id)).toBe(1);
    expect((await entries()).map((e) => e.fields.todate)).toEqual(['2026-03-05']);
    expect(await db.trips.get('700001')).toBeDefined();
  });

  it("discarding a draft's create removes the draft, its cached rows and its later changes", async () => {
    const draft = newDraftId();
    await db.trips.put({ tripid: draft, profileid: PROFILE, status: 'pending', fromdate: '2026-03-01' });
    await db.tripDetails.put({ tripid: draft, profileid: PROFILE });
    const create = await queue({ fields: { clientref: draft, jsondata: {} } });
    await queue({ fields: { tripid: draft, fromdate: '2026-03-02' } });
    await queue({ fields: { mobilenumber: '9876543210' } });
    expect(await discardEntry(db, create.id)).toBe(2);
    expect((await entries()).map((e) => e.fields)).toEqual([{ mobilenumber: '9876543210' }]);
    expect(await db.trips.get(draft)).toBeUndefined();
    expect(await db.tripDetails.get(draft)).toBeUndefined();
  });

  it('refuses to discard an entry that is being sent', async () => {
    const entry = await queue({ fields: {} });
    await db.outbox.update(entry.id, { state: 'sending' });
    await expect(discardEntry(db, entry.id)).rejects.toThrow(/being sent/);
    expect(await entries()).toHaveLength(1);
  });
});

describe('blockedEntryIds', () => {
  it('holds up later entries on the same trip behind a failed one, transitively, and nothing else', async () => {
    const failed = await queue({ fields: { tripid: '700001' } });
    await db.outbox.update(failed.id, { state: 'failed' });
    const sameTrip = await queue({ fields: { jsondata: { tripid: '700001', tripname: 'x' }, recordid: '9' } });
    const sameRecord = await queue({ fields: { recordid: '9' } });
    await queue({ fields: { tripid: '700002' } });
    await queue({ fields: { mobilenumber: '9876543210' } });
    const all = await entries();
    expect(blockedEntryIds(all)).toEqual(new Set([sameTrip.id, sameRecord.id]));
  });
});
