import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from './database';
import { outboxTable } from './outbox';
import { flushOutbox } from './outbox-flush';
import { memoryOutboxLock } from './outbox-lock';
import { isDraftId } from './outbox-draft-ids';
import { createDraftTrip, queueTripDates } from './trips-drafts';
import { queueRequestItem, queueRequestItemDelete } from './trips-request-items';
import { ME, clearTripStores, tripInput } from './trips-test-kit';

const outbox = vi.hoisted(() => ({ failNext: false }));
vi.mock('./outbox', async (importOriginal) => {
  const real = await importOriginal<typeof import('./outbox')>();
  return {
    ...real,
    enqueueChange: async (...args: Parameters<typeof real.enqueueChange>) => {
      if (outbox.failNext) {
        outbox.failNext = false;
        throw new Error('disk full');
      }
      return real.enqueueChange(...args);
    },
  };
});

afterEach(clearTripStores);

const queued = () => outboxTable(db).orderBy('seq').toArray();

describe('offline trip drafts', () => {
  it('writes the draft trip, its detail and the create in the outbox together', async () => {
    const tripid = await createDraftTrip(tripInput({ travelreason: 'Other', otherreason: 'Trade fair' }), ME);
    expect(isDraftId(tripid)).toBe(true);

    const row = await db.trips.get(tripid);
    expect(row).toMatchObject({
      profileid: ME.profileid,
      status: 'pending',
      tripname: 'Delhi client visit',
      trip_purpose: 'Other - Trade fair',
    });
    expect(await db.tripDetails.get(tripid)).toMatchObject({
      profileid: ME.profileid,
      requestitems: [],
      allowedactions: [],
    });

    const [create] = await queued();
    expect(create).toMatchObject({
      operation: 'createTrip',
      state: 'pending',
      profileid: ME.profileid,
      label: 'Create trip Delhi client visit',
    });
    expect(create!.fields).toEqual({
      clientref: tripid,
      jsondata: tripInput({ travelreason: 'Other', otherreason: 'Trade fair' }),
    });
  });

  it('writes nothing when the outbox entry cannot be written (one transaction)', async () => {
    outbox.failNext = true;
    await expect(createDraftTrip(tripInput(), ME)).rejects.toThrow('disk full');
    expect(await db.trips.count()).toBe(0);
    expect(await db.tripDetails.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('queues later edits against the draft id; after the create syncs they follow the server id, each sent once', async () => {
    const draftId = await createDraftTrip(tripInput(), ME);
    await queueTripDates(ME.profileid, draftId, { fromdate: '2026-03-11', todate: '2026-03-13', remark: '' });
    await queueRequestItem(
      ME.profileid,
      draftId,
      { itemtype: 'flight', details: { from: 'BOM', to: 'DEL', date: '2026-03-11', notes: '' } },
      ME.name,
    );

    // The local copy shows the edits at once.
    expect(await db.trips.get(draftId)).toMatchObject({ fromdate: '2026-03-11', todate: '2026-03-13' });
    const detail = await db.tripDetails.get(draftId);
    expect((detail?.requestitems as { requestitemid: string }[])[0]!.requestitemid).toMatch(/^local-/);
    expect((await queued()).map((e) => e.operation)).toEqual(['createTrip', 'updateTripDate', 'addTripRequestItems']);

    const sent: { operation: string; fields: Record<string, unknown> }[] = [];
    const result = await flushOutbox({
      profileid: ME.profileid,
      lock: memoryOutboxLock,
      send: async (operation, fields) => {
        sent.push({ operation, fields });
        return operation === 'createTrip' ? { tripid: '710042' } : {};
      },
    });
    expect(result).toMatchObject({ outcome: 'done', sent: 3, failed: 0 });
    expect(sent.map((s) => s.operation)).toEqual(['createTrip', 'updateTripDate', 'addTripRequestItems']);
    expect(sent[1]!.fields.tripid).toBe('710042');
    expect(sent[2]!.fields.tripid).toBe('710042');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.trips.get(draftId)).toBeUndefined();
    expect(await db.trips.get('710042')).toMatchObject({ tripid: '710042', fromdate: '2026-03-11' });
  });

  it('removes a synced request item through the outbox, but not one still waiting to sync', async () => {
    const tripid = '710050';
    await db.tripDetails.put({
      tripid,
      profileid: ME.profileid,
      requestitems: [{ requestitemid: 'r-1' }, { requestitemid: 'local-x' }],
    });
    await expect(queueRequestItemDelete(ME.profileid, tripid, 'local-x')).rejects.toThrow(/waiting to sync/);
    await queueRequestItemDelete(ME.profileid, tripid, 'r-1');
    expect((await db.tripDetails.get(tripid))?.requestitems).toEqual([{ requestitemid: 'local-x' }]);
    const [entry] = await queued();
    expect(entry).toMatchObject({ operation: 'deleteRequestItemFromTrip', fields: { itemid: 'r-1', tripid } });
  });
});
