import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { db } from './database';
import { newDraftId } from './outbox-draft-ids';

describe('schema version 3', () => {
  it('indexes the draft ids of entries queued by an app still on version 2', async () => {
    const draft = newDraftId();
    // The installed app before this release: versions 1 and 2 only.
    const before = new Dexie('voyage');
    before.version(1).stores({ vault: 'id', meta: 'key' });
    before.version(2).stores({ outbox: 'id, seq, state', trips: 'tripid, profileid, status, fromdate', tripDetails: 'tripid, profileid', masterData: 'key, profileid' });
    await before.table('outbox').add({ id: 'a', seq: 1, state: 'pending', fields: { tripid: draft, items: [{ tripid: draft }] } });
    await before.table('outbox').add({ id: 'b', seq: 2, state: 'pending', fields: { mobilenumber: '9876543210' } });
    before.close();

    await db.open();
    // Later versions (4: insurance tickets) apply on top; the version 3 upgrade still ran.
    expect(db.verno).toBeGreaterThanOrEqual(3);
    expect(await db.outbox.get('a')).toMatchObject({ refs: [draft] });
    expect(await db.outbox.get('b')).toMatchObject({ refs: [] });
    expect(await db.outbox.where('refs').equals(draft).primaryKeys()).toEqual(['a']);
  });
});
