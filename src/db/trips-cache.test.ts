import { afterEach, describe, expect, it } from 'vitest';
import { db } from './database';
import { enqueueChange } from './outbox';
import {
  CACHED_AT,
  cachedMaster,
  clearTripCache,
  cachedTripDetail,
  cachedTrips,
  forgetTrip,
  storeMaster,
  storeTripDetail,
  storeTripList,
} from './trips-cache';
import { matchesTripFilter } from './trips-refresh';
import { ME, SOMEONE_ELSE, clearTripStores, serverTrip } from './trips-test-kit';

afterEach(clearTripStores);

const everything = { startedAt: Date.now() + 60_000, covers: () => true };
const ids = async (profileid = ME.profileid) => (await cachedTrips(profileid)).map((t) => t.tripid).sort();

describe('trip cache', () => {
  it("keeps each profile's rows apart: a reader sees only the logged-in profile's trips", async () => {
    await storeTripList(ME.profileid, [serverTrip('710001')], everything);
    await storeTripList(SOMEONE_ELSE, [serverTrip('710002')], everything);
    expect(await ids()).toEqual(['710001']);
    expect(await ids(SOMEONE_ELSE)).toEqual(['710002']);
    await storeTripDetail(SOMEONE_ELSE, { tripid: '710002', trip: serverTrip('710002') });
    expect(await cachedTripDetail(ME.profileid, '710002')).toBeUndefined();
    await storeMaster(SOMEONE_ELSE, 'triptypes', ['theirs']);
    expect(await cachedMaster(ME.profileid, 'triptypes')).toBeUndefined();
    expect(await cachedMaster(SOMEONE_ELSE, 'triptypes')).toEqual(['theirs']);
  });

  it('replaces rows with the server list and drops covered rows the server no longer lists', async () => {
    await storeTripList(ME.profileid, [serverTrip('710001'), serverTrip('710002', { status: 'approved' })], {
      startedAt: 0,
      covers: () => true,
    });
    // Same request again later: 710002 is gone on the server; the filter covered it (any status).
    await storeTripList(ME.profileid, [serverTrip('710001', { tripname: 'Renamed' })], everything);
    expect(await ids()).toEqual(['710001']);
    expect((await db.trips.get('710001'))?.tripname).toBe('Renamed');
  });

  it('leaves rows outside the filter, drafts, rows with queued changes and rows written after the request', async () => {
    const draftId = 'draft-2b0d9a44-8d2c-4c8e-9a51-3f9b1e0c7a11';
    await db.trips.bulkPut([
      { ...serverTrip('710003', { status: 'approved' }), profileid: ME.profileid, [CACHED_AT]: 0 },
      { ...serverTrip(draftId), profileid: ME.profileid, [CACHED_AT]: 0 },
      { ...serverTrip('710004'), profileid: ME.profileid, [CACHED_AT]: 0 },
      { ...serverTrip('710005'), profileid: ME.profileid, [CACHED_AT]: Date.now() + 120_000 },
    ]);
    await db.transaction('rw', [db.outbox], () =>
      enqueueChange(
        {
          operation: 'updateTripDate',
          fields: { tripid: '710004', fromdate: '2026-03-11', todate: '2026-03-12' },
          label: 'dates',
        },
        { profileid: ME.profileid },
      ),
    );
    const pendingOnly = {
      startedAt: Date.now() + 60_000,
      covers: (row: { status: string }) =>
        matchesTripFilter(row, { status: 'pending', startdate: '2000-01-01', enddate: '2100-01-01' }),
    };
    await storeTripList(ME.profileid, [serverTrip('710004', { tripname: 'Server copy' })], pendingOnly);
    expect(await ids()).toEqual(['710003', '710004', '710005', draftId].sort());
    // The queued local edit wins over the server's older copy until the outbox sends it.
    expect((await db.trips.get('710004'))?.tripname).toBe('Delhi client visit');
  });

  it('stores a full trip unless changes to it are queued, and forgets a trip the server refuses', async () => {
    await storeTripDetail(
      ME.profileid,
      { tripid: '710001', trip: serverTrip('710001'), allowedactions: ['SUBMIT'] },
      serverTrip('710001'),
    );
    expect((await cachedTripDetail(ME.profileid, '710001'))?.allowedactions).toEqual(['SUBMIT']);
    expect(await ids()).toEqual(['710001']);

    await db.transaction('rw', [db.outbox], () =>
      enqueueChange(
        { operation: 'addTripRequestItems', fields: { tripid: '710001', requestitems: [] }, label: 'item' },
        { profileid: ME.profileid },
      ),
    );
    await storeTripDetail(ME.profileid, { tripid: '710001', trip: serverTrip('710001'), allowedactions: [] });
    expect((await cachedTripDetail(ME.profileid, '710001'))?.allowedactions).toEqual(['SUBMIT']);

    await forgetTrip(ME.profileid, '710001');
    expect(await cachedTripDetail(ME.profileid, '710001')).toBeUndefined();
    expect(await ids()).toEqual([]);
  });

  it('filters like the server: status, and the creation date inside the window', () => {
    const filter = { status: 'pending', startdate: '2026-01-01', enddate: '2026-01-31' };
    expect(matchesTripFilter({ status: 'pending', createdon: '2026-01-15T09:00:00.000Z' }, filter)).toBe(true);
    expect(matchesTripFilter({ status: 'approved', createdon: '2026-01-15T09:00:00.000Z' }, filter)).toBe(false);
    expect(matchesTripFilter({ status: 'pending', createdon: '2026-02-01T00:00:00.000Z' }, filter)).toBe(false);
    expect(
      matchesTripFilter({ status: 'approved', createdon: '2026-01-31T23:59:59.000Z' }, { ...filter, status: '' }),
    ).toBe(true);
  });

  it('is cleared with the session, while queued changes stay in the outbox', async () => {
    await storeTripList(ME.profileid, [serverTrip('710001')], everything);
    await storeTripDetail(ME.profileid, { tripid: '710001', trip: serverTrip('710001') });
    await storeMaster(ME.profileid, 'triptypes', []);
    await db.transaction('rw', [db.outbox], () =>
      enqueueChange(
        {
          operation: 'updateTripDate',
          fields: { tripid: '710001', fromdate: '2026-03-11', todate: '2026-03-12' },
          label: 'dates',
        },
        { profileid: ME.profileid },
      ),
    );
    await clearTripCache();
    expect([await db.trips.count(), await db.tripDetails.count(), await db.masterData.count()]).toEqual([0, 0, 0]);
    expect(await db.outbox.count()).toBe(1);
  });
});
