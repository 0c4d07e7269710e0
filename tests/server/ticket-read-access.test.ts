import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../server/store/schema';
import type { Role } from '../../src/contract/roles';
import { type TestApp, createTestApp } from './helpers/test-app';
import { call, oneway } from './flights-fixtures';
import { ACME_WALLET, bookCheapest, eticket } from './flights-booking-fixtures';
import { bookByWallet, bookingRow, cancel as cancelInsurance } from './insurance-booking-fixtures';
import { setBalance } from './wallet-fixtures';

/*
 * Who may READ a booking's e-ticket and GST invoice (server/booking/read-access.ts; the dashboards'
 * drill-down opens them): besides the booker, the traveller and travel staff, the company's finance
 * and the traveller's manager. Reading never widens changing: finance and the manager are refused a
 * cancellation or a reschedule exactly as before. Rahul (traveller@acme.test, 20001) reports to
 * Priya (manager@acme.test, 20002); coordinator@acme.test (20003) also reports to her.
 */

let t: TestApp;
let traveller: string;
let flight: string;
let insurance: string;
beforeAll(async () => {
  t = await createTestApp();
  await setBalance(t.store.db, ACME_WALLET, 5_000_000_00n);
  traveller = await t.token('traveller@acme.test');
  const { answer } = await bookCheapest(t, traveller, oneway('BLR', 'DEL', '2026-03-20'));
  expect(answer.status, answer.errormessage).toBe('pending');
  flight = answer.txid!;
  insurance = await bookByWallet(t, traveller);
});
afterAll(() => t.close());

/** A token of `userid` carrying `role` for the calls (the demo has no such account), then the old role back. */
async function tokenAs(userid: string, profileid: string, role: Role, old: Role): Promise<string> {
  await t.store.db.update(profiles).set({ role }).where(eq(profiles.id, profileid));
  try {
    return await t.token(userid);
  } finally {
    await t.store.db.update(profiles).set({ role: old }).where(eq(profiles.id, profileid));
  }
}

const flightTicket = (token: string, txid: string) => t.service(token, { opid: 'TG-GENERIC', act: 'eticket', txid });
const insuranceTicket = (token: string, txid: string) =>
  t.service(token, { opid: 'TG-INSURANCE', actioncode: 'ticket', txid });
const insurancePdf = (token: string, txid: string) =>
  t.service(token, { opid: 'TG-INSURANCE', actioncode: 'ticketpdf', txid });
const gstInvoice = (token: string, product: string, txid: string) =>
  t.app.inject({ method: 'GET', url: `/api/invoices/${product}/${txid}.pdf`, headers: { authorization: `Bearer ${token}` } });
const flightCancel = (token: string, reftxid: string) =>
  t.service(token, { opid: 'TG-FLIGHTCANCELLATIONREQUEST', jsondata: { reftxid, paxsno: [1], remarks: 'Not mine' } });
const flightCancelQuote = (token: string, reftxid: string) =>
  t.service(token, { opid: 'TG-FLIGHTCANCELLATIONQUOTE', jsondata: { reftxid, paxsno: [1] } });
const flightStatus = async (txid: string) => (await eticket(t, traveller, txid)).flightRecord.booking_status;

/** Reads both tickets, their PDF and GST invoices as `token`: all there. */
async function readsBoth(token: string) {
  const f = await flightTicket(token, flight);
  expect(f.statusCode, f.body).toBe(200);
  expect(f.json().FlightInvoice.sectorRecords[0].txid).toBe(flight);
  expect(f.json().FlightInvoice.flightRecord.total_amount).not.toBe('');
  const i = await insuranceTicket(token, insurance);
  expect(i.statusCode, i.body).toBe(200);
  expect(i.json().InsuranceInvoice.insurancerecord).toMatchObject({ txid: insurance });
  expect(i.json().InsuranceInvoice.insurancerecord.totalinvoice).not.toBe('');
  expect((await insurancePdf(token, insurance)).json().ApiStatus.Status).toBe('OK');
  for (const [product, txid] of [['flight', flight], ['insurance', insurance]] as const) {
    const pdf = await gstInvoice(token, product, txid);
    expect(pdf.statusCode, `${product} GST invoice`).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  }
}

/** Exactly what an unknown txid answers, for each way of reading. */
async function readsNothing(token: string) {
  for (const [txid, unknown] of [[flight, 'FL1'], [insurance, 'INS999999999']] as const) {
    for (const read of [flightTicket, insuranceTicket]) {
      const [mine, none] = [await read(token, txid), await read(token, unknown)];
      expect(mine.statusCode).toBe(none.statusCode);
      expect(mine.json()).toEqual(none.json());
    }
    expect((await insurancePdf(token, txid)).json()).toMatchObject({ ApiStatus: { Status: 'NOK' }, pdfbase64: '' });
  }
  expect((await flightTicket(token, flight)).json().FlightInvoice).toBeNull();
  expect((await insuranceTicket(token, insurance)).json().InsuranceInvoice).toBe('');
  for (const [product, txid] of [['flight', flight], ['insurance', insurance]] as const) {
    const [mine, none] = [await gstInvoice(token, product, txid), await gstInvoice(token, product, `${txid}0`)];
    expect(mine.statusCode).toBe(404);
    expect(mine.json()).toEqual(none.json());
  }
}

/** Cancelling or rescheduling as `token` is refused with the unknown-booking answer; nothing changes. */
async function changesNothing(token: string) {
  const notFound = { status: 'NOK', message: `No flight booking ${flight} found` };
  expect((await flightCancel(token, flight)).json().ResponseStatus).toEqual(notFound);
  expect((await flightCancelQuote(token, flight)).json()).toEqual({ ResponseStatus: notFound, quote: null });
  const resched = await call(t, token, 'SEARCHFLIGHTSRESC', { txid: flight, onwarddate: '2026-03-25' });
  expect(resched.statusCode).toBe(409);
  expect(resched.body).toContain(`No flight booking ${flight} found`);
  expect((await cancelInsurance(t, token, insurance, '1')).json().ResponseStatus).toEqual({
    status: 'NOK',
    message: 'Failed to cancel ticket. Please try again.',
  });
  expect(await flightStatus(flight)).not.toMatch(/canx|cancelled|refunded|rescheduled/);
  expect((await bookingRow(t, insurance))?.status).toBe('confirmed');
}

describe("the company's finance", () => {
  it('financeadmin reads both tickets and their invoices, and may not cancel or reschedule them', async () => {
    const finance = await t.token('finance@acme.test');
    await readsBoth(finance);
    await changesNothing(finance);
  });

  it('financemanager reads them too, and may not change them', async () => {
    const manager = await tokenAs('finance@acme.test', '20006', 'financemanager', 'financeadmin');
    await readsBoth(manager);
    await changesNothing(manager);
  });

  it("another company's finance admin gets the unknown-txid answer", async () => {
    await readsNothing(await tokenAs('traveladmin@globex.test', '30003', 'financeadmin', 'traveladmin'));
  });
});

describe('travel managers', () => {
  it('the manager of the traveller reads both, and may not cancel or reschedule them', async () => {
    const manager = await t.token('manager@acme.test');
    await readsBoth(manager);
    await changesNothing(manager);
  });

  it('a travelmanager the traveller does not report to gets the unknown-txid answer', async () => {
    await readsNothing(await tokenAs('coordinator@acme.test', '20003', 'travelmanager', 'travelcoordinator'));
  });

  it("another company's manager gets the unknown-txid answer", async () => {
    await readsNothing(await t.token('manager@globex.test'));
  });
});

describe('changing stays as it was', () => {
  it('the traveller may still cancel their own insurance', async () => {
    expect((await cancelInsurance(t, traveller, insurance, '1')).json().ResponseStatus.status).toBe('OK');
    expect((await bookingRow(t, insurance))?.status).toBe('cancelled');
  });
});
