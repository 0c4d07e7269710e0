import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';

/*
 * Guest house reservations in "My bookings" (docs/features/guesthouses.md "My bookings"): the
 * caller's own only, in their company, in the tab the shared rules give, found by reference or name.
 * The test clock starts on 2026-03-01.
 */

const [SINGLE, DOUBLE] = ['GHR1001BLR101', 'GHR1001BLR102'];
const DAY = 86_400_000;

let t: TestApp;
const tok: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  // One login at a time: the login throttle refuses concurrent password checks.
  for (const who of ['traveller@acme.test', 'manager@acme.test', 'traveller@globex.test']) tok[who] = await t.token(who);
});
afterAll(() => t.close());

const reserve = async (who: string, roomid: string, checkin: string, checkout: string) => {
  const r = await t.service(tok[who]!, { opid: 'TG-GUESTHOUSE', action: 'reserveguesthouseroom', roomid, checkin, checkout, guests: 1 });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().reservation.reference as string;
};
const list = async (who: string, fields: Record<string, unknown> = {}) => {
  const r = await t.service(tok[who]!, { opid: 'TG-MYBOOKINGS', action: 'list', ...fields });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().list as { product: string; txid: string; reference: string; status: string }[];
};
const refs = (rows: { product: string; reference: string }[]) => rows.filter((b) => b.product === 'guesthouse').map((b) => b.reference);

describe('guest house reservations in My bookings', () => {
  it("lists the caller's own reservations with house, dates and link, never a colleague's or another company's", async () => {
    const mine = await reserve('traveller@acme.test', SINGLE, '2026-03-10', '2026-03-12');
    const theirs = await reserve('manager@acme.test', DOUBLE, '2026-03-10', '2026-03-12');
    const rows = await list('traveller@acme.test', { view: 'upcoming' });
    expect(rows.find((b) => b.txid === mine)).toMatchObject({
      product: 'guesthouse', reference: mine, fromdate: '2026-03-10', todate: '2026-03-12', route: 'Acme Transit House Koramangala, Bengaluru · 101',
      travellers: ['Rahul Verma'], amount: '0.00', paymentmode: '', status: 'reserved', ticketpath: '/guesthouse?tab=mine',
    });
    expect(refs(rows)).not.toContain(theirs);
    expect(refs(await list('manager@acme.test'))).toEqual([theirs]);
    expect(refs(await list('traveller@globex.test'))).toEqual([]);
    expect(refs(await list('traveller@acme.test', { product: 'guesthouse', search: mine.slice(2, 7).toLowerCase() }))).toEqual([mine]);
    expect(refs(await list('traveller@acme.test', { product: 'flight' }))).toEqual([]);
  });

  it('moves a cancelled reservation to Cancelled and an ended stay to Past', async () => {
    const ending = await reserve('traveller@acme.test', SINGLE, '2026-03-14', '2026-03-15');
    const dropped = await reserve('traveller@acme.test', SINGLE, '2026-03-20', '2026-03-21');
    const cancelled = await t.service(tok['traveller@acme.test']!, { opid: 'TG-GUESTHOUSE', action: 'cancelguesthousereservation', reference: dropped });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(refs(await list('traveller@acme.test', { view: 'cancelled' }))).toEqual([dropped]);
    expect(refs(await list('traveller@acme.test', { view: 'upcoming' }))).toContain(ending);
    t.clock.advance(16 * DAY);
    // Sixteen days on, the session has lapsed: log in again.
    tok['traveller@acme.test'] = await t.token('traveller@acme.test');
    expect(refs(await list('traveller@acme.test', { view: 'past' }))).toContain(ending);
    expect(refs(await list('traveller@acme.test', { view: 'upcoming' }))).not.toContain(ending);
  });

  it('names the field of an unknown product', async () => {
    const r = await t.service(tok['traveller@acme.test']!, { opid: 'TG-MYBOOKINGS', action: 'list', product: 'castle' });
    expect(r.statusCode).toBe(400);
    expect(r.json().ResponseStatus.message).toBe('product must be one of: flight, insurance, hotel, guesthouse');
  });
});
