import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import type { ChangeName } from '../contract';
import { db } from './database';
import { enqueueChange } from './outbox';
import { PROFILE, clearAll, entries, queue } from './outbox-test-kit';

afterEach(clearAll);

describe('enqueueChange', () => {
  it('queues a pending entry with a uuid id, the next seq and the profile', async () => {
    const first = await queue({ fields: { n: 1 }, label: 'first' });
    const second = await queue({ fields: { n: 2 }, label: 'second' });
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.seq).toBe(first.seq + 1);
    const stored = await entries();
    expect(stored.map((e) => [e.label, e.state, e.attempts, e.profileid])).toEqual([
      ['first', 'pending', 0, PROFILE],
      ['second', 'pending', 0, PROFILE],
    ]);
  });

  it('refuses to run outside a readwrite transaction that includes the outbox', async () => {
    const change = { operation: 'updateContactInfo' as const, fields: {}, label: 'x' };
    await expect(enqueueChange(change, { profileid: PROFILE })).rejects.toThrow(/inside a readwrite Dexie transaction/);
    await expect(db.transaction('rw', db.trips, () => enqueueChange(change, { profileid: PROFILE }))).rejects.toThrow(/includes db.outbox/);
    await expect(db.transaction('r', db.outbox, () => enqueueChange(change, { profileid: PROFILE }))).rejects.toThrow(/readwrite/);
  });

  it('commits with the local change or not at all', async () => {
    await expect(
      db.transaction('rw', db.trips, db.outbox, async () => {
        await db.trips.put({ tripid: 'draft-1', profileid: PROFILE, status: 'Draft', fromdate: '2026-03-01' });
        await enqueueChange({ operation: 'updateContactInfo', fields: {}, label: 'x' }, { profileid: PROFILE });
        throw new Error('the screen failed after queueing');
      }),
    ).rejects.toThrow('the screen failed');
    expect(await db.trips.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('takes distinct increasing seqs when two writers queue at once', async () => {
    const made = await Promise.all(Array.from({ length: 10 }, (_, n) => queue({ fields: { n } })));
    const seqs = made.map((e) => e.seq).sort((a, b) => a - b);
    expect(new Set(seqs).size).toBe(10);
    expect(seqs[9]! - seqs[0]!).toBe(9);
  });

  it('keeps a copy of the fields, not the caller\'s object', async () => {
    const fields = { items: [{ city: 'Pune' }] };
    await queue({ fields });
    fields.items[0]!.city = 'Goa';
    expect((await entries())[0]!.fields).toEqual({ items: [{ city: 'Pune' }] });
  });

  it('queues changes only, never reads (checked by the type: npm run typecheck fails otherwise)', () => {
    expectTypeOf<'updateContactInfo'>().toExtend<ChangeName>();
    expectTypeOf<'ping'>().not.toExtend<ChangeName>();
    expectTypeOf<'getTripsCreatedByProfile'>().not.toExtend<ChangeName>();
    expectTypeOf<'createTrip'>().toExtend<ChangeName>();
  });

  it('needs a profile: without a session it refuses', async () => {
    await expect(db.transaction('rw', db.outbox, () => enqueueChange({ operation: 'updateContactInfo', fields: {}, label: 'x' }))).rejects.toThrow(/logged-in profile/);
  });
});
