import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingApprovals } from '../../server/store/schema';
import { decideBooking, sendForApproval } from './booking-approval-fixtures';
import { type TestApp, createTestApp } from './helpers/test-app';
import { ACME_WALLET, PAX, book, bookingRequest, setBalance } from './insurance-booking-fixtures';

/*
 * An out-of-policy plan (Worldwide Classic, above Acme's international limit) books only with an
 * approved booking approval of the caller's, and that approval books once.
 */

let t: TestApp;
let traveller: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
  manager = await t.token('manager@acme.test');
  await setBalance(t.store.db, ACME_WALLET, 50_000_00n);
});
afterAll(() => t.close());

const pax = PAX.slice(0, 1);
const worldwide = {
  categoryid: '5',
  categorycode: 'WW',
  noofpax: 1,
  startdate: '2026-04-10',
  enddate: '2026-04-30',
  domint: 'international',
  paxList: [{ paxnumber: 1, dob: pax[0]!.dob }],
  plancode: 'WWCLASSIC',
};

async function price(approvalid = '') {
  const response = await t.service(traveller, {
    opid: 'TG-INSURANCE',
    actioncode: 'getinsurancetax',
    jsondata: { ...worldwide, approvalid },
  });
  return response.json().InsuranceTaxResponse.insurancerecommendation as Record<string, unknown>;
}
const request = (recommendation: Record<string, unknown>, approvalid = '') =>
  bookingRequest(recommendation, pax, { domint: 'international', approvalid });
const answerOf = (response: { json(): unknown }) =>
  (response.json() as { FlightBookingResponse: Record<string, string> }).FlightBookingResponse;

describe('insurance booking with a booking approval', () => {
  it('refuses without approval, books with the approved one, marks it used, and never books twice on it', async () => {
    const recommendation = await price();
    expect(recommendation.approvalrequired).toBe(true);
    const refused = answerOf(await book(t, traveller, request(recommendation)));
    expect(refused).toMatchObject({ status: 'NOK', tgbookingref: '' });
    expect(refused.message).toMatch(/approv/i);

    const sent = await sendForApproval(t, traveller, { ...request(recommendation), insquery: 'x' });
    const approvalid = sent.json().responsedata.approvalid as string;
    expect(approvalid).toMatch(/^BA\d+$/);
    expect((await decideBooking(t, manager, approvalid, 'approve')).json()).toMatchObject({
      approvalid,
      status: 'approved',
    });

    const booked = answerOf(await book(t, traveller, request(await price(approvalid), approvalid)));
    expect(booked.status, booked.message).toBe('OK');
    const [approval] = await t.store.db.select().from(bookingApprovals).where(eq(bookingApprovals.id, approvalid));
    expect(approval?.usedTxid).toBe(booked.txid);

    const second = answerOf(await book(t, traveller, request(recommendation, approvalid)));
    expect(second.status).toBe('NOK');
  });

  it("does not accept someone else's approval id", async () => {
    const recommendation = await price();
    const globex = await t.token('traveller@globex.test');
    const answer = answerOf(
      await book(t, globex, { ...request(recommendation, 'BA1'), contact_email: 'x@globex.test' }),
    );
    expect(answer.status).toBe('NOK');
  });
});
