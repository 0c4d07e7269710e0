import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';
import { changeStay, quoteChange } from './hotel-stay-change-fixtures';
import { ACME_WALLET, bookByWallet, bookingOf, rateIn } from './hotels-booking-fixtures';
import { setBalance } from './wallet-fixtures';

/*
 * The voucher (gethotelbooking) of a stay whose dates were changed names the booking that replaced
 * it, and the new booking's names the one it replaced (docs/features/hotels-change.md "Screens").
 */

let t: TestApp;
let traveller: string;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
  await setBalance(t.store.db, ACME_WALLET, 1_000_000_00n);
  // Starting a seeded PGlite takes over a minute on a loaded machine.
}, 180_000);
afterAll(() => t.close());

async function voucherOf(token: string, txid: string) {
  const response = await bookingOf(t, token, txid);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().booking;
}

/** Books a stay and changes its dates; the old and the new txid. */
async function changedStay(): Promise<{ old: string; fresh: string }> {
  const old = await bookByWallet(t, traveller, rateIn('in-bengaluru', true));
  const { quote } = (await quoteChange(t, traveller, old)).json();
  const changed = await changeStay(t, traveller, old, quote.newtotal);
  expect(changed.statusCode, changed.body).toBe(200);
  return { old, fresh: changed.json().txid };
}

describe('the vouchers of a changed stay', () => {
  it("answer each other's txid: the old one the new booking, the new one the booking it replaced", async () => {
    const { old, fresh } = await changedStay();
    expect(fresh).not.toBe(old);
    expect(await voucherOf(traveller, old)).toMatchObject({ txid: old, status: 'cancellationrequested', replacedbytxid: fresh, replacestxid: '' });
    expect(await voucherOf(traveller, fresh)).toMatchObject({ txid: fresh, replacestxid: old, replacedbytxid: '' });
  });

  it("answer '' for both on a stay never changed, every other field as before", async () => {
    const txid = await bookByWallet(t, traveller, rateIn('in-bengaluru', true));
    const booking = await voucherOf(traveller, txid);
    expect(booking).toMatchObject({ txid, status: 'booked', replacestxid: '', replacedbytxid: '' });
    expect(Object.keys(booking)).toEqual(
      expect.arrayContaining(['confirmationnumber', 'hotel', 'nightcharges', 'cancellation', 'paymentmode', 'gstdetails', 'tripid', 'bookedon']),
    );
  });

  it('show the links to the travel staff who may read both, and neither to a colleague or another company', async () => {
    const { old, fresh } = await changedStay();
    const staff = await t.token('traveladmin@acme.test');
    expect(await voucherOf(staff, old)).toMatchObject({ replacedbytxid: fresh });
    expect(await voucherOf(staff, fresh)).toMatchObject({ replacestxid: old });
    for (const userid of ['unverified@acme.test', 'traveller@globex.test']) {
      const token = await t.token(userid);
      for (const txid of [old, fresh]) {
        const response = await bookingOf(t, token, txid);
        expect(response.statusCode, `${userid} ${txid}`).toBe(403);
        expect(response.json().ResponseStatus.message).toBe('txid: hotel booking not found');
      }
    }
  });
});
