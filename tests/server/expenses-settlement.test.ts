import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imprestSurrenders } from '../../server/store/schema';
import type { ExpenseReport } from '../../src/contract/expenses/report-shape';
import { claimCall, okJson, refusal } from './expenses-fixtures';
import { reportRow, tripWithAdvance } from './expenses-finance-setup';
import { pdfText } from './trip-actions-fixture';
import { type TestApp, createTestApp } from './helpers/test-app';

/* Setting a trip's advance against the verified claim, the imprest surrender and its letter. */

let t: TestApp;
let finance: string;
let claimant: string;
beforeAll(async () => {
  t = await createTestApp();
  finance = await t.token('finance@acme.test');
  claimant = await t.token('traveller@acme.test');
});
afterAll(() => t.close());

const settle = (reportid: string) => claimCall(t, finance, 'settleexpenseadvance', { reportid, remarks: 'Settled' });
const letter = (token: string, imprestsurrenderid: string) => t.service(token, { opid: 'TG-TRIPCONFIRMATION', actioncode: 'GETFOREXSURRENDERLETTERPDF', imprestsurrenderid });
type LetterAnswer = { ApiStatus: { Status: string; Message?: string }; Result?: { base64: string; url: string; filename: string } };

/** A verified report of a trip with an advance of `advance` USD cents, claiming `claimed` INR paise. */
async function verifiedWithAdvance(advance: number, claimed: bigint) {
  const tripId = await tripWithAdvance(t.store.db, '20001', advance);
  return reportRow(t.store.db, { status: 'verified', tripId, lines: [{ base: claimed }, { base: 99_900n, method: 'companycard' }] });
}

describe('settling the advance', () => {
  it('refuses a report whose trip has no advance, and one not yet verified', async () => {
    expect(refusal(await settle((await reportRow(t.store.db, { status: 'verified' })).reportid))).toEqual([409, 'An expense report that is verified cannot have its advance settled']);
    const tripId = await tripWithAdvance(t.store.db, '20001', 10_000);
    expect(refusal(await settle((await reportRow(t.store.db, { tripId })).reportid))[0]).toBe(409);
  });

  it('surrenders the unused advance in its own currency at the kept rate', async () => {
    // USD 100.00 at 85.0000 is INR 8,500.00; the claim used INR 5,000.00 (the company card line is not paid back).
    const { reportid } = await verifiedWithAdvance(10_000, 500_000n);
    const report = okJson<{ report: ExpenseReport }>(await settle(reportid), 'settleexpenseadvance').report;
    expect(report.status).toBe('forexsettled');
    expect(report.advance).toEqual({ amount: '100.00', currency: 'USD', rate: '85.0000', baseamount: '8500.00' });
    expect(report.settlement).toMatchObject({ owedtoemployee: '0.00', tosurrender: '3500.00' });
    expect(report.settlement!.imprestsurrenderid).toMatch(/^IS\d+$/);
    const [surrender] = await t.store.db.select().from(imprestSurrenders).where(eq(imprestSurrenders.reportId, reportid));
    expect(surrender).toMatchObject({ id: report.settlement!.imprestsurrenderid, amountMinor: 4_118n, currency: 'USD', baseMinor: 350_000n, profileId: '20001', createdBy: '20006' });
    expect(report.actions).toEqual([]);
    expect(refusal(await settle(reportid))[0]).toBe(409);
  });

  it('owes the employee the balance when the claim exceeds the advance', async () => {
    const { reportid } = await verifiedWithAdvance(5_000, 500_000n);
    const report = okJson<{ report: ExpenseReport }>(await settle(reportid), 'settleexpenseadvance').report;
    expect(report.settlement).toMatchObject({ owedtoemployee: '750.00', tosurrender: '0.00', imprestsurrenderid: '' });
    expect(report.actions).toEqual(['PROCESS']);
    expect(await t.store.db.select().from(imprestSurrenders).where(eq(imprestSurrenders.reportId, reportid))).toEqual([]);
  });
});

describe('the surrender letter', () => {
  it('is written for the claimant and finance, with a signed link, and for nobody else', async () => {
    const { reportid, reportno } = await verifiedWithAdvance(10_000, 500_000n);
    const id = okJson<{ report: ExpenseReport }>(await settle(reportid), 'settleexpenseadvance').report.settlement!.imprestsurrenderid;

    const mine = okJson<LetterAnswer>(await letter(claimant, id), 'letter');
    expect(mine.ApiStatus.Status).toBe('OK');
    const pdf = Buffer.from(mine.Result!.base64, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(mine.Result!.filename).toBe(`imprest-surrender-${id}.pdf`);
    const text = await pdfText(pdf);
    for (const shown of [`Forex surrender letter - ${id}`, 'Rahul Verma', 'USD 100.00', 'INR 5,000.00', 'USD 41.18', reportno, 'Employee signature', 'Authorised signatory']) expect(text).toContain(shown);
    for (const token of [await t.token('finance@acme.test'), await t.token('superadmin@acme.test')]) expect(okJson<LetterAnswer>(await letter(token, id), 'letter').ApiStatus.Status).toBe('OK');

    const opened = await t.app.inject({ method: 'GET', url: mine.Result!.url });
    expect([opened.statusCode, opened.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect((await t.app.inject({ method: 'GET', url: `${mine.Result!.url}x` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: mine.Result!.url.replace('/api/expense-pdf/', '/api/trip-pdf/') })).statusCode).toBe(404);

    const unknown = okJson<LetterAnswer>(await letter(claimant, 'IS1'), 'letter').ApiStatus;
    for (const user of ['manager@acme.test', 'traveladmin@acme.test', 'traveller@globex.test']) {
      expect(okJson<LetterAnswer>(await letter(await t.token(user), id), 'letter').ApiStatus, user).toEqual(unknown);
    }
    expect(unknown).toEqual({ Status: 'NOK', Message: 'imprestsurrenderid: imprest surrender not found' });
  });
});
