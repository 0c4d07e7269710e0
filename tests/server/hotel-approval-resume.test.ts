import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingApprovals } from '../../server/store/schema';
import { type TestApp, createTestApp } from './helpers/test-app';
import { bookingRequest } from './hotels-booking-fixtures';
import { policyRate, sendStay, storedSearch } from './hotels-policy-fixtures';

/*
 * gethotelapprovalrequest (docs/features/hotels.md "Approval and trips"): the resumed book page
 * reads back the request a stay was sent for approval with and the payment mode picked then; only
 * its requester may, and only for a hotel approval.
 */

let t: TestApp;
let traveller: string;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
});
afterAll(() => t.close());

const readRequest = (token: string, approvalid: string) =>
  t.service(token, { opid: 'TG-HOTEL', action: 'gethotelapprovalrequest', approvalid });

async function sentStay(paymentmode = 'cashcard') {
  const searchid = await storedSearch(t, '1001', '20001');
  const request = bookingRequest(policyRate(false).ratekey, {
    searchid,
    paymentmode,
    policyreason: 'Client meeting in the hotel',
    guests: [{ profileid: '20001' }, { title: 'Ms', firstname: 'Asha', lastname: 'Rao' }],
    gstdetails: { gstin: '27AABCA1234B1ZH', companyname: 'Acme India', address: 'MG Road, Bengaluru' },
  });
  const sent = await sendStay(t, traveller, request);
  expect(sent.statusCode, sent.body).toBe(200);
  return { approvalid: sent.json().responsedata.approvalid as string, searchid };
}

describe('gethotelapprovalrequest', () => {
  it('answers the requester the request kept with the approval', async () => {
    const { approvalid, searchid } = await sentStay();
    const answer = await readRequest(traveller, approvalid);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().jsondata).toMatchObject({
      searchid,
      approvalid: '',
      policyreason: 'Client meeting in the hotel',
      guests: [{ profileid: '20001' }, { profileid: '', title: 'Ms', firstname: 'Asha', lastname: 'Rao' }],
      gstdetails: { gstin: '27AABCA1234B1ZH', companyname: 'Acme India', address: 'MG Road, Bengaluru' },
    });
  });

  it('answers the payment mode the traveller picked, the request itself still billed to the company', async () => {
    for (const mode of ['cashcard', 'creditcard', 'company']) {
      const { approvalid } = await sentStay(mode);
      const answer = await readRequest(traveller, approvalid);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().paymentmode, mode).toBe(mode);
      expect(answer.json().jsondata.paymentmode).toBe('company');
      expect(answer.json().jsondata).not.toHaveProperty('chosenpaymentmode');
      const [row] = await t.store.db.select().from(bookingApprovals).where(eq(bookingApprovals.id, approvalid));
      expect(row!.request.paymentmode).toBe('company');
    }
  });

  it('answers no payment mode for a request kept before the mode was', async () => {
    const { approvalid } = await sentStay('creditcard');
    const [row] = await t.store.db.select().from(bookingApprovals).where(eq(bookingApprovals.id, approvalid));
    const { chosenpaymentmode: _chosen, ...before } = row!.request;
    await t.store.db.update(bookingApprovals).set({ request: before }).where(eq(bookingApprovals.id, approvalid));
    const answer = await readRequest(traveller, approvalid);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().paymentmode).toBe('');
    expect(answer.json().jsondata).toMatchObject({ paymentmode: 'company', policyreason: 'Client meeting in the hotel' });
  });

  it("refuses a colleague's and another company's caller alike, as an unknown id, and tells them no payment mode", async () => {
    const { approvalid } = await sentStay('creditcard');
    for (const email of ['coordinator@acme.test', 'traveller@globex.test']) {
      const refused = await readRequest(await t.token(email), approvalid);
      expect(refused.statusCode, email).toBe(404);
      expect(refused.json().ResponseStatus.message).toBe('approvalid: hotel approval not found');
      expect(refused.body, email).not.toContain('creditcard');
    }
    expect((await readRequest(traveller, 'BA-unknown')).statusCode).toBe(404);
  });

  it("refuses the requester's own approval of a flight", async () => {
    const { approvalid } = await sentStay();
    const [row] = await t.store.db.select().from(bookingApprovals).where(eq(bookingApprovals.id, approvalid));
    const flightId = `${approvalid}F`;
    await t.store.db.insert(bookingApprovals).values({ ...row!, id: flightId, service: 'flight' });
    const refused = await readRequest(traveller, flightId);
    expect(refused.statusCode).toBe(404);
  });

  it('names the missing approvalid (400)', async () => {
    const refused = await readRequest(traveller, '');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().ResponseStatus.message).toMatch(/^approvalid/);
  });
});
