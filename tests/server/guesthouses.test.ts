import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, guestHouseNights } from '../../server/store/schema';
import { HOUR } from './helpers/clock';
import { type TestApp, createTestApp } from './helpers/test-app';

/*
 * TG-GUESTHOUSE (docs/features/guesthouses.md): the admin's masters by role, another company's ids,
 * availability with reservations and blocks, the race for the last free room, and cancellation.
 * The test clock starts on 2026-03-01; each test uses its own nights.
 */

const OPID = 'TG-GUESTHOUSE';
const BLR = 'GHH1001BLR';
const [SINGLE, DOUBLE, SUITE] = ['GHR1001BLR101', 'GHR1001BLR102', 'GHR1001BLR201'];

let t: TestApp;
const tok: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['traveller@acme.test', 'manager@acme.test', 'coordinator@acme.test', 'traveladmin@acme.test', 'superadmin@acme.test', 'traveladmin@globex.test', 'traveller@globex.test'])
    tok[who] = await t.token(who);
});
afterAll(() => t.close());

const call = (who: string, action: string, fields: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  t.service(tok[who]!, { opid: OPID, action, ...fields }, headers);
const message = (r: { json(): { ResponseStatus: { message: string } } }) => r.json().ResponseStatus.message;
const freeRooms = async (cityid: string, checkin: string, checkout: string, guests = 1) => {
  const r = await call('traveller@acme.test', 'searchguesthouses', { cityid, checkin, checkout, guests });
  expect(r.statusCode, r.body).toBe(200);
  return (r.json().guesthouses as { rooms: { roomid: string }[] }[]).flatMap((h) => h.rooms.map((room) => room.roomid));
};
const reserve = (who: string, roomid: string, checkin: string, checkout: string, more: Record<string, unknown> = {}) =>
  call(who, 'reserveguesthouseroom', { roomid, checkin, checkout, guests: 1, ...more });
const auditRows = async () => (await t.store.db.select({ n: count() }).from(adminAudit))[0]!.n;

describe('the travel admin keeps guest houses and rooms', () => {
  it('adds and changes a guest house and a room, audited; other roles are refused', async () => {
    const before = await auditRows();
    const house = { name: 'Acme Pune House', cityid: 'in-pune', address: 'Baner Road, Pune', checkintime: '13:00', checkouttime: '10:00' };
    const added = await call('traveladmin@acme.test', 'saveguesthouse', house);
    expect(added.statusCode, added.body).toBe(200);
    const { guesthouseid } = added.json();
    const room = await call('superadmin@acme.test', 'saveguesthouseroom', { guesthouseid, name: 'A1', roomtype: 'double', capacity: 2 });
    expect(room.statusCode, room.body).toBe(200);
    expect((await call('traveladmin@acme.test', 'saveguesthouse', { ...house, guesthouseid, name: 'Acme Baner House', active: false })).statusCode).toBe(200);
    const listed = (await call('traveladmin@acme.test', 'getguesthouses')).json().guesthouses.find((h: { guesthouseid: string }) => h.guesthouseid === guesthouseid);
    expect(listed).toMatchObject({ name: 'Acme Baner House', city: 'Pune', active: false, rooms: [{ name: 'A1', capacity: 2, blocks: [] }] });
    expect(await auditRows()).toBe(before + 3);
    for (const who of ['traveller@acme.test', 'manager@acme.test', 'coordinator@acme.test'])
      expect((await call(who, 'saveguesthouse', house)).statusCode).toBe(403);
    expect(await auditRows()).toBe(before + 3);
    // Inactive: not offered to anyone.
    expect(await freeRooms('in-pune', '2026-03-05', '2026-03-06')).toEqual([]);
  });

  it('answers bad input with a 400 naming the field', async () => {
    const house = { name: 'X', cityid: 'in-atlantis', address: 'Y', checkintime: '12:00', checkouttime: '11:00' };
    expect(message(await call('traveladmin@acme.test', 'saveguesthouse', house))).toMatch(/^cityid: /);
    expect(message(await call('traveladmin@acme.test', 'saveguesthouse', { ...house, cityid: 'in-pune', checkintime: '25:00' }))).toMatch(/^checkintime/);
    const room = await call('traveladmin@acme.test', 'saveguesthouseroom', { guesthouseid: BLR, name: 'Z', roomtype: 'tent', capacity: 0 });
    expect(room.statusCode).toBe(400);
    expect(message(room)).toMatch(/roomtype|capacity/);
    expect(message(await reserve('traveller@acme.test', SINGLE, '2026-02-27', '2026-02-28'))).toBe('checkin: must be today or later');
    expect(message(await reserve('traveller@acme.test', SINGLE, '2026-03-09', '2026-03-09'))).toBe('checkout: must be after checkin');
    expect(message(await reserve('traveller@acme.test', SINGLE, '2026-03-09', '2026-03-10', { guests: 2 }))).toBe('guests: room 101 sleeps at most 1');
  });

  it("refuses another company's ids like unknown ones", async () => {
    const globexAdmin = 'traveladmin@globex.test';
    expect(message(await call(globexAdmin, 'saveguesthouseroom', { guesthouseid: BLR, name: 'G', roomtype: 'single', capacity: 1 }))).toBe('guesthouseid: guest house not found');
    expect(message(await call(globexAdmin, 'getguesthouseoccupancy', { guesthouseid: BLR }))).toBe('guesthouseid: guest house not found');
    expect(message(await call(globexAdmin, 'addguesthouseblock', { roomid: SUITE, fromdate: '2026-04-01', todate: '2026-04-02', reason: 'Paint' }))).toBe('roomid: room not found');
    expect(message(await reserve('traveller@globex.test', SINGLE, '2026-04-01', '2026-04-02'))).toBe('roomid: room not found');
    expect((await call('traveller@globex.test', 'searchguesthouses', { cityid: 'in-bengaluru', checkin: '2026-04-01', checkout: '2026-04-02', guests: 1 })).json().guesthouses).toEqual([]);
    const mine = await reserve('traveller@acme.test', SINGLE, '2026-04-01', '2026-04-02');
    const { reference } = mine.json().reservation;
    expect(message(await call('traveller@globex.test', 'cancelguesthousereservation', { reference }))).toBe('reference: reservation not found');
    expect(message(await call(globexAdmin, 'admincancelguesthousereservation', { reference, reason: 'x' }))).toBe('reference: reservation not found');
    // A colleague who does not handle the traveller is refused too.
    expect(message(await call('manager@acme.test', 'cancelguesthousereservation', { reference }))).toBe('reference: reservation not found');
  });
});

describe('availability', () => {
  it('offers the rooms free every night of the stay that sleep the guests', async () => {
    expect(await freeRooms('in-bengaluru', '2026-03-10', '2026-03-12')).toEqual([SINGLE, DOUBLE, SUITE]);
    expect(await freeRooms('in-bengaluru', '2026-03-10', '2026-03-12', 2)).toEqual([DOUBLE, SUITE]);
    const r = await reserve('traveller@acme.test', DOUBLE, '2026-03-10', '2026-03-12', { guests: 2 });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().reservation).toMatchObject({ reference: expect.stringMatching(/^GH[A-Z2-9]{8}$/), status: 'reserved', nights: 2, roomname: '102', travellername: 'Rahul Verma', cancellable: true });
    expect(await freeRooms('in-bengaluru', '2026-03-10', '2026-03-12', 2)).toEqual([SUITE]);
    expect(await freeRooms('in-bengaluru', '2026-03-11', '2026-03-13', 2)).toEqual([SUITE]);
    // Check-out day is the next guest's check-in day.
    expect(await freeRooms('in-bengaluru', '2026-03-12', '2026-03-14', 2)).toEqual([DOUBLE, SUITE]);
    expect(message(await reserve('manager@acme.test', DOUBLE, '2026-03-11', '2026-03-12'))).toBe('roomid: no longer free for the nights from 2026-03-11 to 2026-03-12');
  });

  it('hides a blocked room and refuses to block a reserved night', async () => {
    const block = await call('traveladmin@acme.test', 'addguesthouseblock', { roomid: SUITE, fromdate: '2026-03-20', todate: '2026-03-21', reason: 'Painting' });
    expect(block.statusCode, block.body).toBe(200);
    expect(await freeRooms('in-bengaluru', '2026-03-21', '2026-03-22')).toEqual([SINGLE, DOUBLE]);
    expect(await freeRooms('in-bengaluru', '2026-03-19', '2026-03-20')).toEqual([SINGLE, DOUBLE, SUITE]);
    expect(await freeRooms('in-bengaluru', '2026-03-22', '2026-03-23')).toEqual([SINGLE, DOUBLE, SUITE]);
    expect((await reserve('traveller@acme.test', SUITE, '2026-03-21', '2026-03-22')).statusCode).toBe(409);
    const held = (await reserve('traveller@acme.test', SINGLE, '2026-03-22', '2026-03-24')).json().reservation.reference;
    const clash = await call('traveladmin@acme.test', 'addguesthouseblock', { roomid: SINGLE, fromdate: '2026-03-20', todate: '2026-03-23', reason: 'Leak' });
    expect(clash.statusCode).toBe(409);
    expect(message(clash)).toBe(`fromdate: room 101 is reserved on 2026-03-22 (${held}); cancel that reservation first`);
    expect(message(await call('traveladmin@acme.test', 'addguesthouseblock', { roomid: SINGLE, fromdate: '2026-03-23', todate: '2026-03-22', reason: 'Leak' }))).toBe('todate: must be on or after fromdate');

    const grid = (await call('traveladmin@acme.test', 'getguesthouseoccupancy', { guesthouseid: BLR, fromdate: '2026-03-19' })).json().occupancy;
    expect(grid.days).toHaveLength(14);
    const night = (roomid: string, date: string) => grid.rooms.find((r: { roomid: string }) => r.roomid === roomid).nights.find((n: { date: string }) => n.date === date);
    expect(night(SUITE, '2026-03-20')).toEqual({ date: '2026-03-20', state: 'blocked', reference: '' });
    expect(night(SINGLE, '2026-03-23')).toEqual({ date: '2026-03-23', state: 'reserved', reference: held });
    expect(night(SINGLE, '2026-03-24')).toMatchObject({ state: 'free' });
    expect(grid.reservations.map((r: { reference: string }) => r.reference)).toContain(held);

    expect((await call('traveladmin@acme.test', 'deleteguesthouseblock', { blockid: block.json().blockid })).statusCode).toBe(200);
    expect(await freeRooms('in-bengaluru', '2026-03-21', '2026-03-22')).toEqual([SINGLE, DOUBLE, SUITE]);
  });

  it('lets one of two concurrent reservations of the last free room win; the other gets 409', async () => {
    const stay = ['2026-05-04', '2026-05-07'] as const;
    const [a, b] = await Promise.all([reserve('traveller@acme.test', 'GHR1001BOM2', ...stay), reserve('manager@acme.test', 'GHR1001BOM2', ...stay)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(message(loser)).toBe('roomid: no longer free for the nights from 2026-05-04 to 2026-05-07');
    const winner = (a.statusCode === 200 ? a : b).json().reservation.reference;
    const nights = await t.store.db.select().from(guestHouseNights).where(eq(guestHouseNights.roomId, 'GHR1001BOM2'));
    expect(nights.map((n) => [n.night, n.reference])).toEqual([['2026-05-04', winner], ['2026-05-05', winner], ['2026-05-06', winner]]);
  });

  it('answers a replay with the same Idempotency-Key with the same reservation', async () => {
    const headers = { 'idempotency-key': 'gh-replay-1' };
    const one = await call('traveller@acme.test', 'reserveguesthouseroom', { roomid: 'GHR1001BOM1', checkin: '2026-06-01', checkout: '2026-06-02', guests: 2 }, headers);
    const again = await call('traveller@acme.test', 'reserveguesthouseroom', { roomid: 'GHR1001BOM1', checkin: '2026-06-01', checkout: '2026-06-02', guests: 2 }, headers);
    expect(again.json()).toEqual(one.json());
  });
});

describe('who reserves for whom, and cancelling', () => {
  it('lets a coordinator reserve for a mapped traveller only', async () => {
    const forMapped = await reserve('coordinator@acme.test', SINGLE, '2026-07-01', '2026-07-02', { travellerprofileid: '20001' });
    expect(forMapped.json().reservation).toMatchObject({ travellerprofileid: '20001', travellername: 'Rahul Verma' });
    expect(message(await reserve('coordinator@acme.test', DOUBLE, '2026-07-01', '2026-07-02', { travellerprofileid: '20002' }))).toBe('travellerprofileid: not a traveller mapped to you');
    expect(message(await reserve('traveller@acme.test', DOUBLE, '2026-07-01', '2026-07-02', { travellerprofileid: '30001' }))).toBe('travellerprofileid: person not found');
    expect(message(await reserve('traveller@acme.test', DOUBLE, '2026-07-01', '2026-07-02', { tripid: 'TRIP-NOPE' }))).toBe('tripid: trip not found');
    const mine = (await call('traveller@acme.test', 'getmyguesthousereservations')).json().reservations;
    expect(mine.map((r: { reference: string }) => r.reference)).toContain(forMapped.json().reservation.reference);
  });

  it('cancels before check-in (guest or admin with a reason), frees the nights, and refuses twice', async () => {
    const ref = (await reserve('traveller@acme.test', SUITE, '2026-08-01', '2026-08-03')).json().reservation.reference;
    const cancelled = await call('traveller@acme.test', 'cancelguesthousereservation', { reference: ref });
    expect(cancelled.json().reservation).toMatchObject({ status: 'cancelled', cancellable: false });
    expect(await freeRooms('in-bengaluru', '2026-08-01', '2026-08-03')).toContain(SUITE);
    expect(message(await call('traveller@acme.test', 'cancelguesthousereservation', { reference: ref }))).toBe('reference: this reservation is already cancelled');

    const other = (await reserve('traveller@acme.test', SUITE, '2026-08-01', '2026-08-03')).json().reservation.reference;
    expect((await call('traveller@acme.test', 'admincancelguesthousereservation', { reference: other, reason: 'x' })).statusCode).toBe(403);
    const byAdmin = await call('traveladmin@acme.test', 'admincancelguesthousereservation', { reference: other, reason: 'Water supply cut' });
    expect(byAdmin.json().reservation).toMatchObject({ status: 'cancelled', cancelreason: 'Water supply cut' });
    expect(message(await call('traveladmin@acme.test', 'admincancelguesthousereservation', { reference: other, reason: '' }))).toMatch(/^reason/);
  });

  it('refuses to cancel once the check-in day has come', async () => {
    const ref = (await reserve('traveller@acme.test', 'GHR1001BOM1', '2026-03-02', '2026-03-03')).json().reservation.reference;
    t.clock.advance(24 * HOUR);
    // Sessions end within a day: log in again on the check-in day.
    tok['traveller@acme.test'] = await t.token('traveller@acme.test');
    const r = await call('traveller@acme.test', 'cancelguesthousereservation', { reference: ref });
    expect(r.statusCode).toBe(409);
    expect(message(r)).toBe('reference: the stay has begun and can no longer be cancelled');
  });
});
