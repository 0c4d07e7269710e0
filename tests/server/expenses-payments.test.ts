import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expenseReports, profiles } from '../../server/store/schema';
import { parseCsv } from '../../src/domain/csv';
import type { ExpenseReport } from '../../src/contract/expenses/report-shape';
import { approvedReport, claimCall, getReport, okJson, refusal } from './expenses-fixtures';
import { reportRow, tripWithAdvance } from './expenses-finance-setup';
import { MINUTE } from './helpers/clock';
import { ROLES } from '../../src/contract/roles';
import { tokensForEveryRole } from './helpers/role-tokens';
import { type TestApp, createTestApp } from './helpers/test-app';

/* Payment batches: reports payable now go to the claimants' primary banks; the bank's reference closes them. */

let t: TestApp;
let finance: string;
let claimant: string;
beforeAll(async () => {
  t = await createTestApp();
  finance = await t.token('finance@acme.test');
  claimant = await t.token('traveller@acme.test');
});
afterAll(() => t.close());

type Batch = { batchid: string; count: number; total: string; currency: string };
type BatchAnswer = { batch: { status: string; total: string; count: number; reference: string; paidon: string }; rows: { reportno: string; accountnumber: string; amount: string; ifsc: string }[]; csv: string };
const processPayments = (reportids: string[]) => claimCall(t, finance, 'processexpensepayments', { reportids });
const status = async (reportid: string) => (await t.store.db.select().from(expenseReports).where(eq(expenseReports.id, reportid)))[0]!.status;

describe('payment batches', () => {
  it('batches verified reports and settled balances, pays them and closes them with the reference', async () => {
    // A verified claim of INR 1,200 (the company card line is not paid back) and a settled one owing INR 750.
    const plain = await reportRow(t.store.db, { status: 'verified', lines: [{ base: 120_000n }, { base: 50_000n, method: 'companycard' }] });
    const tripId = await tripWithAdvance(t.store.db, '20001', 5_000);
    const settledRow = await reportRow(t.store.db, { status: 'verified', tripId, lines: [{ base: 500_000n }] });
    expect((okJson<{ report: ExpenseReport }>(await claimCall(t, finance, 'settleexpenseadvance', { reportid: settledRow.reportid }), 'settle')).report.status).toBe('forexsettled');

    const batch = okJson<Batch>(await processPayments([plain.reportid, settledRow.reportid, plain.reportid]), 'processexpensepayments');
    expect(batch).toMatchObject({ count: 2, total: '1950.00', currency: 'INR' });
    expect(batch.batchid).toMatch(/^PB\d+$/);
    expect([await status(plain.reportid), await status(settledRow.reportid)]).toEqual(['financeprocessing', 'financeprocessing']);
    expect((await queueOf('pay', plain.reportno)).map((r) => r.reportid)).toEqual([plain.reportid]);

    const got = okJson<BatchAnswer>(await claimCall(t, finance, 'getexpensepaymentbatch', { batchid: batch.batchid }), 'getexpensepaymentbatch');
    expect(got.batch).toMatchObject({ status: 'processing', total: '1950.00', count: 2, reference: '', paidon: '' });
    expect(got.rows.map((r) => [r.reportno, r.accountnumber, r.ifsc, r.amount]).sort()).toEqual([[plain.reportno, '917010012345678', 'UTIB0000009', '1200.00'], [settledRow.reportno, '917010012345678', 'UTIB0000009', '750.00']].sort());
    const csv = parseCsv(got.csv).map((record) => record.cells);
    expect(csv).toHaveLength(3);
    expect(csv[0]).toEqual(['Report number', 'Claimant', 'Email', 'Bank', 'Account name', 'Account number', 'IFSC', 'Amount', 'Currency']);
    expect(csv.slice(1).map((row) => [row[1], row[3], row[5], row[7]]).sort()).toEqual([['Rahul Verma', 'Axis Bank', '917010012345678', '1200.00'], ['Rahul Verma', 'Axis Bank', '917010012345678', '750.00']].sort());

    expect(okJson<{ count: number }>(await claimCall(t, finance, 'markexpensesreimbursed', { batchid: batch.batchid, reference: 'UTR2026000123' }), 'markexpensesreimbursed').count).toBe(2);
    const after = okJson<BatchAnswer>(await claimCall(t, finance, 'getexpensepaymentbatch', { batchid: batch.batchid }), 'batch').batch;
    expect([after.status, after.reference, after.paidon !== '']).toEqual(['paid', 'UTR2026000123', true]);
    expect([await status(plain.reportid), await status(settledRow.reportid)]).toEqual(['reimbursed', 'reimbursed']);
    expect((await getReport(t, claimant, plain.reportid)).payment).toMatchObject({ batchid: batch.batchid, reference: 'UTR2026000123', bankname: 'Axis Bank', accountlast4: '5678' });
    expect((await queueOf('closed', plain.reportno)).map((r) => r.reportid)).toEqual([plain.reportid]);
    expect(refusal(await claimCall(t, finance, 'markexpensesreimbursed', { batchid: batch.batchid, reference: 'again' }))[0]).toBe(409);
  });

  it('refuses a report not payable now, or whose claimant has no primary bank, naming it, and writes nothing', async () => {
    const approved = await reportRow(t.store.db);
    const verified = await reportRow(t.store.db, { status: 'verified' });
    const [code, message] = refusal(await processPayments([verified.reportid, approved.reportid]));
    expect([code, message]).toEqual([409, `reportids: ${approved.reportno}: An expense report that is approved cannot be sent for payment`]);
    const unbanked = await reportRow(t.store.db, { status: 'verified', profileId: '20003' });
    expect(refusal(await processPayments([verified.reportid, unbanked.reportid]))).toEqual([400, `reportids: ${unbanked.reportno}: Arjun Mehta has no primary bank account`]);
    const withAdvance = await reportRow(t.store.db, { status: 'verified', tripId: await tripWithAdvance(t.store.db, '20001', 1_000) });
    expect(refusal(await processPayments([withAdvance.reportid]))[0]).toBe(409);
    expect(await status(verified.reportid)).toBe('verified');
  });

  it("answers another company's batch and reports like missing ones", async () => {
    const own = await reportRow(t.store.db, { status: 'verified' });
    const batch = okJson<Batch>(await processPayments([own.reportid]), 'process');
    expect(refusal(await claimCall(t, finance, 'getexpensepaymentbatch', { batchid: 'PB1' }))).toEqual([403, 'batchid: payment batch not found']);
    // Globex gets a finance admin for this test: Acme's ids mean nothing to it.
    await t.store.db.update(profiles).set({ role: 'financeadmin' }).where(eq(profiles.id, '30001'));
    const globex = await t.token('traveller@globex.test');
    expect(refusal(await claimCall(t, globex, 'getexpensepaymentbatch', { batchid: batch.batchid }))).toEqual([403, 'batchid: payment batch not found']);
    expect(refusal(await claimCall(t, globex, 'markexpensesreimbursed', { batchid: batch.batchid, reference: 'X' }))).toEqual([403, 'batchid: payment batch not found']);
    expect(refusal(await claimCall(t, globex, 'processexpensepayments', { reportids: [own.reportid] }))).toEqual([403, 'reportid: expense report not found']);
    expect(await status(own.reportid)).toBe('financeprocessing');
  });

  it('pays a claim made, approved and verified through the API', async () => {
    const report = await approvedReport(t, claimant, await t.token('manager@acme.test'), [{ amount: '450.00' }, { amount: '300.00' }]);
    const call = async (action: string, fields: Record<string, unknown>) => okJson<{ report: ExpenseReport }>(await claimCall(t, finance, action, { reportid: report.reportid, ...fields }), action).report;
    expect((await call('controllerverifyexpensereport', {})).status).toBe('controllerverified');
    const verified = await call('verifyexpensereport', { lines: [{ lineid: report.lines[0]!.lineid, allowedamount: '400.00', remark: 'Meal limit' }] });
    expect([verified.status, verified.allowed]).toEqual(['partiallyadjusted', '700.00']);
    const batch = okJson<Batch>(await processPayments([report.reportid]), 'process');
    expect(batch.total).toBe('700.00');
    okJson(await claimCall(t, finance, 'markexpensesreimbursed', { batchid: batch.batchid, reference: 'UTR1' }), 'paid');
    const paid = await getReport(t, claimant, report.reportid);
    expect([paid.status, paid.payment?.reference]).toEqual(['reimbursed', 'UTR1']);
  });
});

type Listed = { batchid: string; status: string; currency: string; total: string; count: number; reference: string; createdon: string; createdby: string; createdbyid: string; paidon: string };
const listBatches = (token: string, fields: Record<string, unknown> = {}) => claimCall(t, token, 'getexpensepaymentbatches', fields);
const listed = async (fields: Record<string, unknown> = {}) => okJson<{ batches: Listed[]; totalcount: number }>(await listBatches(finance, fields), 'getexpensepaymentbatches');

describe('the list of payment batches', () => {
  it('lists the company’s batches newest first, with who made them, what they pay and whether the bank has paid; paged and searched', async () => {
    const older = okJson<Batch>(await processPayments([(await reportRow(t.store.db, { status: 'verified', lines: [{ base: 30_000n }] })).reportid]), 'process');
    t.clock.advance(10 * MINUTE);
    const newer = okJson<Batch>(await processPayments([(await reportRow(t.store.db, { status: 'verified', lines: [{ base: 20_000n }] })).reportid]), 'process');
    okJson(await claimCall(t, finance, 'markexpensesreimbursed', { batchid: older.batchid, reference: 'UTR-LIST-1' }), 'paid');

    const { batches, totalcount } = await listed();
    const ours = batches.filter((b) => [older.batchid, newer.batchid].includes(b.batchid));
    expect(ours).toEqual([
      { batchid: newer.batchid, status: 'processing', currency: 'INR', total: '200.00', count: 1, reference: '', createdon: t.clock.now().toISOString(), createdby: 'Ananya Gupta', createdbyid: '20006', paidon: '' },
      { batchid: older.batchid, status: 'paid', currency: 'INR', total: '300.00', count: 1, reference: 'UTR-LIST-1', createdon: new Date(t.clock.now().getTime() - 10 * MINUTE).toISOString(), createdby: 'Ananya Gupta', createdbyid: '20006', paidon: t.clock.now().toISOString() },
    ]);
    expect(totalcount).toBe(batches.length);
    // The demo's batches were made at the real date, after this clock: newest first all the same.
    const createdOn = batches.map((b) => b.createdon);
    expect(createdOn).toEqual([...createdOn].sort().reverse());

    const at = batches.findIndex((b) => b.batchid === newer.batchid);
    const page = await listed({ pagesize: 1, pageno: at + 1 });
    expect([page.batches.map((b) => b.batchid), page.totalcount]).toEqual([[newer.batchid], totalcount]);
    expect((await listed({ pagesize: 1, pageno: at + 2 })).batches.map((b) => b.batchid)).toEqual([older.batchid]);
    expect(await listed({ pagesize: 1, pageno: 1000 })).toMatchObject({ batches: [], totalcount });
    expect((await listed({ searchtext: 'utr-list' })).batches.map((b) => b.batchid)).toEqual([older.batchid]);
    expect((await listed({ searchtext: newer.batchid })).batches.map((b) => b.batchid)).toEqual([newer.batchid]);
    expect(refusal(await listBatches(finance, { pagesize: 101 }))).toEqual([400, 'pagesize must be at most 100']);
  });

  it('is for the finance roles only, and never lists another company’s batches', async () => {
    const own = okJson<Batch>(await processPayments([(await reportRow(t.store.db, { status: 'verified' })).reportid]), 'process');
    const tokens = await tokensForEveryRole(t);
    for (const role of ROLES) {
      const answer = await listBatches(tokens.get(role)!);
      if (['financeadmin', 'financemanager', 'superadmin'].includes(role)) expect(okJson<{ batches: Listed[] }>(answer, role).batches.map((b) => b.batchid), role).toContain(own.batchid);
      else expect(answer.statusCode, `${role}: ${answer.body}`).toBe(403);
    }
    // Globex gets a finance admin: it sees its own (none), never Acme's, whatever it searches.
    await t.store.db.update(profiles).set({ role: 'financeadmin' }).where(eq(profiles.id, '30001'));
    const globex = await t.token('traveller@globex.test');
    for (const searchtext of ['', own.batchid]) {
      expect(okJson<{ batches: Listed[]; totalcount: number }>(await listBatches(globex, { searchtext }), 'globex')).toMatchObject({ batches: [], totalcount: 0 });
    }
  });
});

async function queueOf(queue: string, searchtext: string) {
  return okJson<{ reports: { reportid: string }[] }>(await claimCall(t, finance, 'getfinanceexpensequeue', { queue, searchtext }), 'queue').reports;
}
