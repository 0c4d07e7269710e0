import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExpenseLine } from '../../src/contract/expenses/line-shape';
import type { ExpenseReport, ExpenseReportSummary } from '../../src/contract/expenses/report-shape';
import { expenseReports } from '../../server/store/schema';
import { seedDemoIfEmpty } from '../../server/store/seed';
import { claimCall, getReport, okJson } from './expenses-fixtures';
import { type TestApp, createTestApp } from './helpers/test-app';
import { openTestStore } from './helpers/test-store';

/*
 * The demo expense claims (server/store/seed-expenses.ts, docs/features/expenses.md "Demo data"):
 * seeded with the demo history, read through the expense operations by the traveller, their
 * manager and finance, and carried on by those operations from where the seed left them.
 */

const NOW = new Date('2026-06-15T06:30:00Z');

let t: TestApp;
let traveller: string;
let manager: string;
let finance: string;
beforeAll(async () => {
  const store = await openTestStore();
  await seedDemoIfEmpty(store.db, NOW, [], { history: true });
  t = await createTestApp({}, store);
  [traveller, manager, finance] = [await t.token('traveller@acme.test'), await t.token('manager@acme.test'), await t.token('finance@acme.test')];
});
afterAll(async () => {
  await t.close();
  await t.store.close();
});

type MyExpenses = { reports: ExpenseReportSummary[]; unreportedlines: ExpenseLine[] };
const myExpenses = async () => okJson<MyExpenses>(await claimCall(t, traveller, 'getmyexpenses', { filter: 'all' }), 'getmyexpenses');
const queue = async (name: 'verify' | 'pay' | 'closed') =>
  okJson<{ reports: ExpenseReportSummary[] }>(await claimCall(t, finance, 'getfinanceexpensequeue', { queue: name }), 'getfinanceexpensequeue').reports;
const titles = (reports: readonly ExpenseReportSummary[]) => reports.map((r) => r.title);
const byTitle = async (title: string) => (await myExpenses()).reports.find((r) => r.title === title)!;

describe('demo expense claims', () => {
  it('gives the traveller a report in each stage and two lines in none, one with its receipt photo', async () => {
    const mine = await myExpenses();
    const statusOf = Object.fromEntries(mine.reports.map((r) => [r.title, r.status]));
    expect(statusOf).toEqual({
      'Tumakuru customer workshop': 'draft',
      'Hyderabad vendor audit': 'approvalpending',
      'Chennai sales review': 'approved',
      'Mysuru plant visit': 'verified',
      'Singapore partner summit': 'reimbursed',
    });
    expect(mine.unreportedlines.map((l) => [l.merchant, l.amount, l.receipts.length])).toEqual([
      ['Uber', '280.00', 0],
      ['Truffles', '850.00', 1],
    ]);
    const receipt = mine.unreportedlines[1]!.receipts[0]!;
    const file = await t.app.inject({ method: 'GET', url: receipt.url, headers: { authorization: `Bearer ${traveller}` } });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 4).toString('latin1')).toBe('\x89PNG');
    expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(receipt.sha256);
  });

  it('prices mileage at the vehicle rate and per diem at the plan rate, as saving a line does', async () => {
    const draft = await getReport(t, traveller, (await byTitle('Tumakuru customer workshop')).reportid);
    const drive = draft.lines.find((l) => l.linetype === 'mileage')!;
    expect([drive.mileage?.distance, drive.mileage?.rateperunit, drive.baseamount]).toEqual(['148.00', '12.00', '1776.00']);
    const trip = await getReport(t, traveller, (await byTitle('Singapore partner summit')).reportid);
    const perDiem = trip.lines.find((l) => l.linetype === 'perdiem')!;
    expect([perDiem.perdiem?.days, perDiem.perdiem?.dailyrate, perDiem.currency, perDiem.baseamount]).toEqual([3, '170.00', 'USD', '43350.00']);
    expect(trip.lines.find((l) => l.currency === 'SGD')?.baseamount).toBe('2502.50');
    expect(trip.tripid).not.toBe('');
  });

  it('gives every line of a sent report the receipt its category asks for, and keeps them in policy', async () => {
    const sent = (await myExpenses()).reports.filter((r) => r.status !== 'draft');
    const lines = (await Promise.all(sent.map((r) => getReport(t, traveller, r.reportid)))).flatMap((r) => r.lines);
    expect(lines.filter((l) => l.policy.receiptrequired).map((l) => [l.merchant, l.receipts.length])).toEqual([
      ['Hotel Marigold', 1],
      ['Dakshin', 1],
      ['ComfortDelGro', 1],
    ]);
    expect(lines.some((l) => l.policy.outofpolicy || l.duplicates.length > 0)).toBe(false);
  });

  it('keeps the paid report\'s history, approval and payment batch', async () => {
    const paid = await getReport(t, traveller, (await byTitle('Singapore partner summit')).reportid);
    expect(paid.events.map((e) => [e.event, e.fromstatus, e.tostatus])).toEqual([
      ['SUBMIT', 'draft', 'approvalpending'],
      ['APPROVE', 'approvalpending', 'approved'],
      ['CONTROLLER_VERIFY', 'approved', 'controllerverified'],
      ['VERIFY', 'controllerverified', 'verified'],
      ['PROCESS', 'verified', 'financeprocessing'],
      ['PAY', 'financeprocessing', 'reimbursed'],
    ]);
    expect(paid.approvals.map((a) => [a.level, a.approvername, a.status])).toEqual([[1, 'Priya Nair', 'approved']]);
    expect(paid.payment).toMatchObject({ batchid: expect.stringMatching(/^PB\d+$/), reference: 'UTR AXISN52026118841', bankname: 'Axis Bank' });
    expect([paid.total, paid.allowed]).toEqual(['45852.50', '45852.50']);
    const batch = okJson<{ batch: { status: string; total: string; count: number } }>(await claimCall(t, finance, 'getexpensepaymentbatch', { batchid: paid.payment!.batchid }), 'getexpensepaymentbatch');
    expect(batch.batch).toMatchObject({ status: 'paid', total: '45852.50', count: 1 });
  });

  it("lists the pending report in the manager's approvals and the others in finance's queues", async () => {
    const approvals = okJson<{ reports: ExpenseReportSummary[] }>(await claimCall(t, manager, 'getexpenseapprovals'), 'getexpenseapprovals').reports;
    expect(titles(approvals)).toEqual(['Hyderabad vendor audit']);
    expect(titles(await queue('verify'))).toEqual(['Chennai sales review']);
    expect(titles(await queue('pay'))).toEqual(['Mysuru plant visit']);
    expect(titles(await queue('closed'))).toEqual(['Singapore partner summit']);
  });

  it('is carried on by the expense operations from where it was left', async () => {
    const decided = await claimCall(t, manager, 'decideexpensereport', { reportid: (await byTitle('Hyderabad vendor audit')).reportid, decision: 'approve', remarks: 'OK' });
    expect(okJson<{ report: ExpenseReport }>(decided, 'decideexpensereport').report.status).toBe('approved');
    const chennai = (await byTitle('Chennai sales review')).reportid;
    expect((await claimCall(t, finance, 'controllerverifyexpensereport', { reportid: chennai, remarks: '' })).statusCode).toBe(200);
    const verified = await claimCall(t, finance, 'verifyexpensereport', { reportid: chennai, remarks: '' });
    expect(okJson<{ report: ExpenseReport }>(verified, 'verifyexpensereport').report.status).toBe('verified');
    const batch = await claimCall(t, finance, 'processexpensepayments', { reportids: [(await byTitle('Mysuru plant visit')).reportid] });
    expect(okJson<{ total: string }>(batch, 'processexpensepayments').total).toBe('3860.00');
    const submitted = await claimCall(t, traveller, 'submitexpensereport', { reportid: (await byTitle('Tumakuru customer workshop')).reportid });
    expect(okJson<{ report: ExpenseReport }>(submitted, 'submitexpensereport').report.status).toBe('approvalpending');
  });

  it('is seeded once: a second start leaves the claims as they are', async () => {
    const before = await t.store.db.select({ id: expenseReports.id }).from(expenseReports);
    expect(await seedDemoIfEmpty(t.store.db, NOW, [], { history: true })).toBe(false);
    expect(await t.store.db.select({ id: expenseReports.id }).from(expenseReports)).toHaveLength(before.length);
  });

  it('is left out of the plain demo seed the other tests count on', async () => {
    const plain = await openTestStore();
    try {
      await seedDemoIfEmpty(plain.db, NOW);
      expect(await plain.db.select({ id: expenseReports.id }).from(expenseReports)).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
