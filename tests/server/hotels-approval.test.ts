import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingApprovals } from '../../server/store/schema';
import { parseMinorUnits } from '../../src/domain/money';
import { type TestApp, createTestApp } from './helpers/test-app';
import { decideBooking } from './booking-approval-fixtures';
import { ACME_WALLET, book, bookingRequest, rateOf, rowOf, totalOf } from './hotels-booking-fixtures';
import { policyRate, sendStay, storedSearch } from './hotels-policy-fixtures';
import { setBalance } from './wallet-fixtures';

/*
 * The hotel policy at bookhotel and sendhotelforapproval (docs/features/hotels.md "Approval and
 * trips"): Acme's policy caps a night at ₹7,000 and 4 stars and asks for approval out of policy.
 */

let t: TestApp;
let traveller: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
  manager = await t.token('manager@acme.test');
  await setBalance(t.store.db, ACME_WALLET, 1_000_000_00n);
});
afterAll(() => t.close());

const REASON = 'Client meeting in the hotel';

/** Sends the stay for approval as the traveller and has their manager approve it; answers the approval id. */
async function approvedStay(ratekey: string): Promise<string> {
  const searchid = await storedSearch(t, '1001', '20001');
  const sent = await sendStay(t, traveller, bookingRequest(ratekey, { searchid, policyreason: REASON }));
  expect(sent.statusCode, sent.body).toBe(200);
  const { approvalid } = sent.json().responsedata;
  expect((await decideBooking(t, manager, approvalid, 'approve')).statusCode).toBe(200);
  return approvalid;
}

describe('bookhotel and the hotel policy', () => {
  it('books a stay in policy without a reason and keeps the verdict', async () => {
    const answer = (await book(t, traveller, bookingRequest(policyRate(true).ratekey))).json();
    expect(answer.status, JSON.stringify(answer)).toBe('OK');
    expect(await rowOf(t, answer.txid)).toMatchObject({ inPolicy: true, policyReasons: [], policyReason: '', approvalId: '' });
  });

  it('refuses a stay out of policy without a reason (400) and without an approval (409), saving nothing', async () => {
    const rate = policyRate(false);
    const noReason = await book(t, traveller, bookingRequest(rate.ratekey));
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().ResponseStatus.message).toMatch(/^policyreason: /);
    const noApproval = await book(t, traveller, bookingRequest(rate.ratekey, { policyreason: REASON }));
    expect(noApproval.statusCode).toBe(409);
    expect(noApproval.json().ResponseStatus.message).toBe('approvalid: this stay is out of policy and needs approval: send it for approval');
  });
});

describe('sendhotelforapproval', () => {
  it("stores the server's total, the verdict and the resume link, and the approval books the stay once", async () => {
    const rate = policyRate(false);
    const approvalid = await approvedStay(rate.ratekey);
    const [row] = await t.store.db.select().from(bookingApprovals).where(eq(bookingApprovals.id, approvalid));
    expect(row).toMatchObject({ service: 'hotel', approverProfileId: '20002', inPolicy: false, fromDate: rate.checkin, toDate: rate.checkout });
    expect(BigInt(row!.totalNetPaise)).toBe(totalOf(rate));
    expect(row!.summary).toMatch(/^Hotel: .+, Bengaluru, 2 nights, 1 room$/);
    expect(row!.policyViolationReason).not.toBe('');
    expect(row!.resumeUrl).toMatch(new RegExp(`^/hotels/book\\?sid=HS-test-.+&hotel=${rate.hotelcode}&rate=`));

    const booked = (await book(t, traveller, bookingRequest(rate.ratekey, { approvalid, policyreason: REASON }))).json();
    expect(booked.status, JSON.stringify(booked)).toBe('OK');
    expect(await rowOf(t, booked.txid)).toMatchObject({ inPolicy: false, policyReason: REASON, approvalId: approvalid });
    const [used] = await t.store.db.select().from(bookingApprovals).where(eq(bookingApprovals.id, approvalid));
    expect(used!.usedTxid).toBe(booked.txid);

    const again = await book(t, traveller, bookingRequest(rate.ratekey, { approvalid, policyreason: REASON }));
    expect(again.statusCode).toBe(409);
    expect(again.json().ResponseStatus.message).toMatch(/^approvalid: /);
  });

  it('refuses an approval of another stay, of a colleague and of another company', async () => {
    const approvalid = await approvedStay(policyRate(false).ratekey);
    const other = await book(t, traveller, bookingRequest(policyRate(false, 1).ratekey, { approvalid, policyreason: REASON }));
    expect(other.statusCode).toBe(409);
    for (const email of ['coordinator@acme.test', 'traveller@globex.test']) {
      const token = await t.token(email);
      const refused = await book(t, token, bookingRequest(policyRate(false).ratekey, { approvalid, policyreason: REASON }));
      expect(refused.statusCode, email).toBe(409);
      expect(refused.json().ResponseStatus.message).toMatch(/^approvalid: /);
    }
  });

  it('needs the reason out of policy, the caller’s own search, and answers a sold-out room with NOK', async () => {
    const searchid = await storedSearch(t, '1001', '20001');
    const noReason = await sendStay(t, traveller, bookingRequest(policyRate(false).ratekey, { searchid }));
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().ResponseStatus.message).toMatch(/^policyreason: /);

    const globexSearch = await storedSearch(t, '1002', '30001');
    const foreign = await sendStay(t, traveller, bookingRequest(policyRate(true).ratekey, { searchid: globexSearch }));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().ResponseStatus.message).toBe('searchid: search not found');

    const soldOut = (await sendStay(t, traveller, bookingRequest(rateOf('in-mumbai-0001').ratekey, { searchid, policyreason: REASON }))).json();
    expect(soldOut.ResponseStatus).toMatchObject({ status: 'NOK', message: expect.stringContaining('sold out') });
    expect(soldOut.responsedata.approvalid).toBe('');
  });

  it('lists the request for the approver with the requester’s reason and exact total', async () => {
    const rate = policyRate(false, 2);
    const searchid = await storedSearch(t, '1001', '20001');
    const { approvalid } = (await sendStay(t, traveller, bookingRequest(rate.ratekey, { searchid, policyreason: REASON }))).json().responsedata;
    const list = (await t.service(manager, { opid: 'TG-APPROVALS', action: 'getbookingapprovals' })).json().list as Record<string, string>[];
    const mine = list.find((a) => a.approvalid === approvalid);
    expect(mine).toMatchObject({ service: 'hotel', status: 'pending', requesterreason: REASON, inpolicy: false });
    expect(parseMinorUnits(mine!.totalamount!)).toBe(totalOf(rate));
  });
});
