import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expenseLines, expenseReportEvents, expenseReports } from '../../server/store/schema';
import type { ExpenseReport, ExpenseReportSummary } from '../../src/contract/expenses/report-shape';
import { FINANCE_ADMINS, ROLES } from '../../src/contract/roles';
import { claimCall, okJson, refusal } from './expenses-fixtures';
import { reportRow } from './expenses-finance-setup';
import { tokensForEveryRole } from './helpers/role-tokens';
import { type TestApp, createTestApp } from './helpers/test-app';

/* Finance's queues and its steps before money moves: controller check, question, reject, verify line by line. */

let t: TestApp;
let finance: string;
let superadmin: string;
let globex: string;
beforeAll(async () => {
  t = await createTestApp();
  finance = await t.token('finance@acme.test');
  superadmin = await t.token('superadmin@acme.test');
  globex = await t.token('traveller@globex.test');
});
afterAll(() => t.close());

const queue = async (token: string, fields: Record<string, unknown>) =>
  okJson<{ reports: ExpenseReportSummary[]; totalcount: number }>(await claimCall(t, token, 'getfinanceexpensequeue', fields), 'getfinanceexpensequeue');
const step = async (action: string, fields: Record<string, unknown>, token = finance) => okJson<{ report: ExpenseReport }>(await claimCall(t, token, action, fields), action).report;

describe('finance queues', () => {
  it('lists each queue oldest submission first, searches and pages with the total', async () => {
    const title = `Queue probe ${Date.now()}`;
    const older = await reportRow(t.store.db, { title, submittedAt: new Date('2026-01-02T00:00:00Z') });
    const newer = await reportRow(t.store.db, { title, submittedAt: new Date('2026-01-03T00:00:00Z'), status: 'controllerverified' });
    const paying = await reportRow(t.store.db, { title, status: 'verified' });
    const settledNothingOwed = await reportRow(t.store.db, { title, status: 'forexsettled' });
    await t.store.db.update(expenseReports).set({ settledAt: new Date() }).where(eq(expenseReports.id, settledNothingOwed.reportid));
    await reportRow(t.store.db, { title, status: 'draft' });

    const verify = await queue(finance, { queue: 'verify', searchtext: title });
    expect(verify.reports.map((r) => r.reportid)).toEqual([older.reportid, newer.reportid]);
    expect(verify.totalcount).toBe(2);
    expect(verify.reports[0]).toMatchObject({ claimant: 'Rahul Verma', total: '450.00', allowed: '450.00', linecount: 1 });
    expect((await queue(finance, { queue: 'pay', searchtext: title })).reports.map((r) => r.reportid)).toEqual([paying.reportid]);
    expect((await queue(finance, { queue: 'closed', searchtext: title })).reports.map((r) => r.reportid)).toEqual([settledNothingOwed.reportid]);

    const page2 = await queue(finance, { queue: 'verify', searchtext: title, pagesize: 1, pageno: 2 });
    expect([page2.reports.map((r) => r.reportid), page2.totalcount]).toEqual([[newer.reportid], 2]);
    const pastTheEnd = await queue(finance, { queue: 'verify', searchtext: title, pagesize: 1, pageno: 3 });
    expect([pastTheEnd.reports, pastTheEnd.totalcount]).toEqual([[], 2]);
    expect((await queue(finance, { queue: 'verify', searchtext: older.reportno })).reports.map((r) => r.reportid)).toEqual([older.reportid]);
    const byName = await queue(finance, { queue: 'verify', searchtext: 'rahul verm' });
    expect(byName.reports.map((r) => r.reportid)).toEqual(expect.arrayContaining([older.reportid, newer.reportid]));
  });

  it('never shows the caller their own claim, nor another company anything', async () => {
    const title = `Own claim ${Date.now()}`;
    await reportRow(t.store.db, { title, profileId: '20006' });
    expect((await queue(finance, { queue: 'verify', searchtext: title })).totalcount).toBe(0);
    expect((await queue(superadmin, { queue: 'verify', searchtext: title })).totalcount).toBe(1);
    const globexFinance = await claimCall(t, globex, 'getfinanceexpensequeue', { queue: 'verify' });
    expect(globexFinance.statusCode).toBe(403);
  });
});

describe('who may call finance', () => {
  const actions = ['getfinanceexpensequeue', 'controllerverifyexpensereport', 'sendbackexpensereport', 'financerejectexpensereport', 'verifyexpensereport', 'settleexpenseadvance', 'processexpensepayments', 'markexpensesreimbursed', 'getexpensepaymentbatch', 'getexpensepaymentbatches'];

  // An empty batchid lets the finance roles through to a 400 (an unknown batch is a 403 like another company's).
  it('refuses every role but the finance roles with 403', async () => {
    const tokens = await tokensForEveryRole(t);
    const { reportid } = await reportRow(t.store.db);
    for (const role of ROLES) {
      for (const action of actions) {
        const r = await claimCall(t, tokens.get(role)!, action, { reportid, queue: 'verify', remarks: 'x', reportids: [reportid], batchid: '', reference: 'R' });
        if (FINANCE_ADMINS.includes(role)) expect(r.statusCode, `${role} ${action}`).not.toBe(403);
        else expect(r.statusCode, `${role} ${action}: ${r.body}`).toBe(403);
      }
    }
    const actors = await t.store.db.select({ by: expenseReportEvents.actorProfileId }).from(expenseReportEvents).where(eq(expenseReportEvents.reportId, reportid));
    expect(actors.length).toBeGreaterThan(0);
    expect(actors.filter((a) => !['20005', '20006', '20008'].includes(a.by)), 'only the finance roles moved the report').toEqual([]);
  });

  it("answers another company's report and the caller's own like a missing one", async () => {
    const { reportid } = await reportRow(t.store.db, { profileId: '30001' });
    expect(refusal(await claimCall(t, finance, 'controllerverifyexpensereport', { reportid }))).toEqual([403, 'reportid: expense report not found']);
    const own = await reportRow(t.store.db, { profileId: '20006' });
    expect(refusal(await claimCall(t, finance, 'controllerverifyexpensereport', { reportid: own.reportid }))[0]).toBe(403);
  });
});

describe('controller check, questions and rejection', () => {
  it('checks, asks and rejects through the lifecycle', async () => {
    const checked = await reportRow(t.store.db);
    const report = await step('controllerverifyexpensereport', { reportid: checked.reportid, remarks: 'Receipts in order' });
    expect(report.status).toBe('controllerverified');
    expect(report.events.at(-1)).toMatchObject({ event: 'CONTROLLER_VERIFY', by: 'Ananya Gupta', remarks: 'Receipts in order' });
    expect(report.actions).toEqual(expect.arrayContaining(['VERIFY', 'SEND_BACK', 'REJECT']));
    expect(refusal(await claimCall(t, finance, 'controllerverifyexpensereport', { reportid: checked.reportid }))).toEqual([409, 'An expense report that is checked by controller cannot be checked by the controller']);

    const asked = await reportRow(t.store.db);
    expect(refusal(await claimCall(t, finance, 'sendbackexpensereport', { reportid: asked.reportid, remarks: ' ' }))).toEqual([400, 'remarks are required to send a report back']);
    expect((await step('sendbackexpensereport', { reportid: asked.reportid, remarks: 'Add the hotel bill' })).status).toBe('verificationpending');

    const rejected = await reportRow(t.store.db, { title: `Rejected ${Date.now()}` });
    expect((await step('financerejectexpensereport', { reportid: rejected.reportid, remarks: 'Personal spend' })).status).toBe('rejected');
    const closed = await queue(finance, { queue: 'closed', searchtext: rejected.reportno });
    expect(closed.reports.map((r) => r.reportid)).toEqual([rejected.reportid]);
  });
});

describe('verification line by line', () => {
  const verify = (reportid: string, lines: unknown[]) => claimCall(t, finance, 'verifyexpensereport', { reportid, lines });

  it('refuses lines of other reports, amounts above the claim and changes without a remark', async () => {
    const other = await reportRow(t.store.db, { status: 'controllerverified' });
    const { reportid, lineids } = await reportRow(t.store.db, { status: 'controllerverified' });
    expect(refusal(await verify(reportid, [{ lineid: other.lineids[0], allowedamount: '1.00' }]))).toEqual([400, `lines: ${other.lineids[0]} is not a line of this report`]);
    expect(refusal(await verify(reportid, [{ lineid: lineids[0], allowedamount: '450.01', remark: 'x' }]))[0]).toBe(400);
    const [code, message] = refusal(await verify(reportid, [{ lineid: lineids[0], allowedamount: '400.00' }]));
    expect([code, message?.startsWith('lines: remark is required when the allowed amount differs')]).toEqual([400, true]);
    expect(refusal(await verify((await reportRow(t.store.db)).reportid, []))[0]).toBe(409);
  });

  it('lands on verified, partiallyadjusted or adjusted and stores the allowed amounts', async () => {
    const none = await reportRow(t.store.db, { status: 'controllerverified', lines: [{ base: 10_000n }, { base: 20_000n }] });
    expect((await step('verifyexpensereport', { reportid: none.reportid, lines: [{ lineid: none.lineids[0], allowedamount: '100.00' }] })).status).toBe('verified');

    const some = await reportRow(t.store.db, { status: 'controllerverified', lines: [{ base: 10_000n }, { base: 20_000n }] });
    const partly = await step('verifyexpensereport', { reportid: some.reportid, lines: [{ lineid: some.lineids[1], allowedamount: '150.00', remark: 'Over the meal limit' }] });
    expect([partly.status, partly.allowed, partly.total]).toEqual(['partiallyadjusted', '250.00', '300.00']);
    const stored = await t.store.db.select().from(expenseLines).where(eq(expenseLines.reportId, some.reportid));
    expect(stored.map((l) => [l.allowedMinor, l.financeRemark]).sort()).toEqual([[10_000n, ''], [15_000n, 'Over the meal limit']].sort());

    const all = await reportRow(t.store.db, { status: 'controllerverified', lines: [{ base: 10_000n }] });
    expect((await step('verifyexpensereport', { reportid: all.reportid, lines: [{ lineid: all.lineids[0], allowedamount: '0', remark: 'No receipt' }] })).status).toBe('adjusted');
  });
});
