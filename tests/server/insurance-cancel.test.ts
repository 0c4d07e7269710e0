import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insuranceBookings } from '../../server/store/schema';
import { type TestApp, createTestApp } from './helpers/test-app';
import {
  ACME_WALLET,
  PAX,
  balanceOf,
  book,
  bookByWallet,
  bookingRequest,
  bookingRow,
  cancel,
  payOnGateway,
  paise,
  priceFor,
  refundRows,
  setBalance,
  ticket,
} from './insurance-booking-fixtures';

/* TG-INSURANCECANCELLATIONREQUEST: each cancelled traveller's premium + GST goes back, once. */

let t: TestApp;
let traveller: string;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
});
afterAll(() => t.close());
beforeEach(() => setBalance(t.store.db, ACME_WALLET, 50_000_00n));

const statusOf = (response: { json(): unknown }) =>
  (response.json() as { ResponseStatus: { status: string; message: string } }).ResponseStatus;
type PaxLine = { paxsno: number; premium: string; gst: string; status: string };
const share = (pax: PaxLine) => paise(pax.premium) + paise(pax.gst);
const decimal = (amount: bigint) => `${amount / 100n}.${String(amount % 100n).padStart(2, '0')}`;

describe('insurance cancellation', () => {
  it("cancelling one of three travellers refunds exactly that traveller's share to the wallet", async () => {
    const txid = await bookByWallet(t, traveller, PAX);
    const before = await balanceOf(t.store.db, ACME_WALLET);
    const bimal = (await ticket(t, traveller, txid)).passengers.find((p: PaxLine) => p.paxsno === 2) as PaxLine;

    const response = await cancel(t, traveller, txid, '2');
    expect(statusOf(response).status).toBe('OK');
    expect(response.json().refundamount).toBe(decimal(share(bimal)));
    expect(await balanceOf(t.store.db, ACME_WALLET)).toBe(before + share(bimal));
    const invoice = await ticket(t, traveller, txid);
    expect(invoice.insurancerecord.bookingstatus).toBe('confirmed');
    expect(invoice.passengers.map((p: PaxLine) => p.status)).toEqual(['confirmed', 'cancelled', 'confirmed']);
    expect(invoice.insurancerecord.refunds).toEqual([
      expect.objectContaining({ paxsno: 2, mode: 'wallet', remarks: 'plans changed' }),
    ]);

    const twice = await cancel(t, traveller, txid, '2');
    expect(statusOf(twice)).toMatchObject({ status: 'NOK', message: 'Traveller 2 (Bimal Rao) is already cancelled' });
    expect(await balanceOf(t.store.db, ACME_WALLET)).toBe(before + share(bimal));

    expect(statusOf(await cancel(t, traveller, txid, '1,3')).status).toBe('OK');
    expect((await bookingRow(t, txid))?.status).toBe('cancelled');
    expect(await balanceOf(t.store.db, ACME_WALLET)).toBe(before + paise(invoice.insurancerecord.totalinvoice));
  });

  it("answers 'Please select traveller to cancel' without travellers", async () => {
    const txid = await bookByWallet(t, traveller);
    expect(statusOf(await cancel(t, traveller, txid, ''))).toEqual({
      status: 'NOK',
      message: 'Please select traveller to cancel',
    });
  });

  it('refuses other people, other companies and unknown ids alike; a travel admin of the company may cancel', async () => {
    const txid = await bookByWallet(t, traveller);
    for (const userid of ['manager@acme.test', 'traveller@globex.test']) {
      const other = await t.token(userid);
      expect(statusOf(await cancel(t, other, txid, '1'))).toEqual({
        status: 'NOK',
        message: 'Failed to cancel ticket. Please try again.',
      });
    }
    expect(statusOf(await cancel(t, traveller, 'INS1', '1'))).toEqual({
      status: 'NOK',
      message: 'Failed to cancel ticket. Please try again.',
    });
    expect((await bookingRow(t, txid))?.status).toBe('confirmed');
    const admin = await t.token('traveladmin@acme.test');
    expect(statusOf(await cancel(t, admin, txid, '1')).status).toBe('OK');
    expect((await bookingRow(t, txid))?.status).toBe('cancelled');
  });

  it('refuses a traveller not on the booking, and a booking that belongs to a trip', async () => {
    const txid = await bookByWallet(t, traveller);
    expect(statusOf(await cancel(t, traveller, txid, '4')).message).toBe('Traveller 4 is not on this booking');
    await t.store.db.update(insuranceBookings).set({ tripId: '710001' }).where(eq(insuranceBookings.txid, txid));
    expect(statusOf(await cancel(t, traveller, txid, '1')).message).toContain('cancel it from the trip');
  });

  it('a card booking gets a card refund record and leaves the wallet alone', async () => {
    const jsondata = bookingRequest(await priceFor(t, traveller, PAX.slice(0, 2)), PAX.slice(0, 2), {
      paymentmode: 'creditcard',
    });
    const started = (await book(t, traveller, jsondata)).json().FlightBookingResponse;
    expect(statusOf(await cancel(t, traveller, started.txid, '1')).message).toContain('not paid yet');
    await payOnGateway(t, started.paymenturl, 'success');
    const before = await balanceOf(t.store.db, ACME_WALLET);
    expect(statusOf(await cancel(t, traveller, started.txid, '1')).status).toBe('OK');
    expect(await balanceOf(t.store.db, ACME_WALLET)).toBe(before);
    const [refund] = await refundRows(t, started.txid);
    expect(refund).toMatchObject({ paxSno: 1, mode: 'card' });
  });
});
