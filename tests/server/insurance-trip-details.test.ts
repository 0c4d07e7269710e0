import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { corporateTripSettings } from '../../server/store/schema';
import { type TestApp, createTestApp } from './helpers/test-app';
import { insuranceBookingRequest, sendForApproval } from './booking-approval-fixtures';
import { ACME_WALLET, book, bookingRequest, bookingRow, priceFor, setBalance } from './insurance-booking-fixtures';
import { balanceOf } from './wallet-fixtures';

/*
 * The company's required trip details (src/domain/required-trip-details.ts) on TG-INSURANCE booking
 * and sendforapproval: a detail left on "Select" is a 400 naming the field and nothing is charged
 * or sent; a project or cost centre of another company is a 400 too; the chosen ones are kept.
 */

let t: TestApp;
let traveller: string;
let recommendation: Record<string, unknown>;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
  await setBalance(t.store.db, ACME_WALLET, 1_000_000_00n);
  recommendation = await priceFor(t, traveller);
});
afterAll(() => t.close());

const NONE_REQUIRED = {
  purposeRequired: false,
  reasonRequired: false,
  projectRequired: false,
  costCentreRequired: false,
  billableCustomerRequired: false,
};
const requireOf = (on: Partial<typeof corporateTripSettings.$inferInsert>) =>
  t.store.db
    .update(corporateTripSettings)
    .set({ ...NONE_REQUIRED, ...on })
    .where(eq(corporateTripSettings.corporateId, '1001'));
beforeEach(() => requireOf({ purposeRequired: true }));

const refusalOf = (response: { statusCode: number; json(): unknown }) => [
  response.statusCode,
  (response.json() as { ResponseStatus?: { message: string } }).ResponseStatus?.message,
];
const bookWith = (details: Record<string, unknown>) => book(t, traveller, bookingRequest(recommendation, undefined, details));

describe('insurance required trip details', () => {
  it('refuses a booking whose purpose is left on Select, charging nothing', async () => {
    const before = await balanceOf(t.store.db, ACME_WALLET);
    expect(refusalOf(await bookWith({ purpose: '' }))).toEqual([400, 'jsondata.purpose: Select a purpose of travel']);
    expect(refusalOf(await bookWith({ purpose: '   ' }))).toEqual([400, 'jsondata.purpose: Select a purpose of travel']);
    expect(await balanceOf(t.store.db, ACME_WALLET)).toBe(before);
  });

  it('names each required detail in form order', async () => {
    await requireOf({ purposeRequired: true, reasonRequired: true, projectRequired: true, costCentreRequired: true });
    const steps: [Record<string, unknown>, string][] = [
      [{ purpose: '' }, 'jsondata.purpose: Select a purpose of travel'],
      [{ purpose: 'official' }, 'jsondata.reason: Select a reason for travel'],
      [{ purpose: 'official', reason: 'conference' }, 'jsondata.projectid: Select a project'],
      [
        { purpose: 'official', reason: 'conference', projectid: 'PRJ1001A' },
        'jsondata.costcenterid: Select a project with a cost centre',
      ],
    ];
    for (const [details, message] of steps) expect(refusalOf(await bookWith(details))).toEqual([400, message]);
  });

  it("asks a billable booking for its customer when the company says so, and only one of the company's", async () => {
    await requireOf({ billableCustomerRequired: true });
    const billable = await bookWith({ purpose: 'official', billabletype: 'billable', customerid: '' });
    expect(refusalOf(billable)).toEqual([400, 'jsondata.customerid: Select a billable customer']);
    const foreign = await bookWith({ billabletype: 'billable', customerid: 'BC1002N' });
    expect(refusalOf(foreign)).toEqual([400, 'jsondata.customerid: no such billable customer in your company']);
    const notBillable = (await bookWith({ billabletype: 'nonbillable' })).json().FlightBookingResponse;
    expect(notBillable.status).toBe('OK');
    const billed = (await bookWith({ billabletype: 'billable', customerid: 'BC1001T' })).json().FlightBookingResponse;
    expect(billed.status).toBe('OK');
    expect((await bookingRow(t, billed.txid))!.request).toMatchObject({ billabletype: 'billable', customerid: 'BC1001T' });
  });

  it("refuses another company's project or cost centre, and keeps the caller's own on the booking", async () => {
    const foreign = await bookWith({ projectid: 'PRJ1002A' });
    expect(refusalOf(foreign)).toEqual([400, 'jsondata.projectid: no such project in your company']);
    const foreignCentre = await bookWith({ costcenterid: 'CC1002O' });
    expect(refusalOf(foreignCentre)).toEqual([400, 'jsondata.costcenterid: no such cost centre in your company']);

    await requireOf({ purposeRequired: true, reasonRequired: true, projectRequired: true, costCentreRequired: true });
    const details = {
      purpose: 'official',
      reason: 'conference',
      projectid: 'PRJ1001A',
      costcenterid: 'CC1001S',
      departmentid: 'DP1001S',
    };
    const answer = (await bookWith(details)).json().FlightBookingResponse;
    expect(answer.status).toBe('OK');
    expect((await bookingRow(t, answer.txid))!.request).toMatchObject(details);
  });

  it('holds an approval request to the same rule, with nothing sent', async () => {
    await requireOf({ purposeRequired: true, reasonRequired: true });
    const noPurpose = await sendForApproval(t, traveller, insuranceBookingRequest({ purpose: '' }));
    expect(refusalOf(noPurpose)).toEqual([400, 'jsondata.purpose: Select a purpose of travel']);
    const noReason = await sendForApproval(t, traveller);
    expect(refusalOf(noReason)).toEqual([400, 'jsondata.reason: Select a reason for travel']);
    const foreign = await sendForApproval(t, traveller, insuranceBookingRequest({ reason: 'conference', projectid: 'PRJ1002A' }));
    expect(refusalOf(foreign)).toEqual([400, 'jsondata.projectid: no such project in your company']);
    const sent = (await sendForApproval(t, traveller, insuranceBookingRequest({ reason: 'conference' }))).json();
    expect(sent.ResponseStatus.status).toBe('OK');
  });

  it("keeps one company's switches from another company", async () => {
    await requireOf({ purposeRequired: true, reasonRequired: true, projectRequired: true });
    const globex = await t.token('traveller@globex.test');
    const request = bookingRequest(await priceFor(t, globex), undefined, { contact_email: 'x@globex.test', paymentmode: 'creditcard' });
    const answer = (await book(t, globex, request)).json().FlightBookingResponse;
    expect(answer.status).toBe('OK');
  });
});
