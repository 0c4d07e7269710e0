import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExpenseLine } from '../../src/contract/expenses/line-shape';
import type { ExpenseReport } from '../../src/contract/expenses/report-shape';
import { ACME_MEALS, claimCall, getReport, newReport, okJson, refusal, saveLine } from './expenses-fixtures';
import { type TestApp, createTestApp } from './helpers/test-app';
import { expense } from './trips-fixtures';

/*
 * Category limits kept true (docs/features/expenses.md "Policy"): a delete or a move re-evaluates the
 * lines summed with the one that changed, and a submission re-evaluates the report against the limits
 * as they are now. Acme's Local conveyance has 3,000 a claim (a receipt above 300, none needed
 * below); the tests set Meals' daily limit. Dates in 2027 keep clear of the demo's claims.
 */

let t: TestApp;
let rahul: string;
let finance: string;
beforeAll(async () => {
  t = await createTestApp();
  rahul = await t.token('traveller@acme.test');
  finance = await t.token('finance@acme.test');
});
afterAll(() => t.close());

const LOCAL = 'CT1001LOCAL';
const MEALS = { categoryid: ACME_MEALS, categoryname: 'Meals', categorycode: 'MEALS', expensekind: 'travel', glcode: 'GL-MEALS', receiptrequiredabove: '5000' };
const mealsPerDay = async (limitperday: string) => expect((await expense(t, finance, 'updatecategory', { jsondata: { Category: { ...MEALS, limitperday } } })).statusCode).toBe(200);
const submit = (reportid: string) => claimCall(t, rahul, 'submitexpensereport', { reportid });
const policyOf = (report: ExpenseReport) => Object.fromEntries(report.lines.map((l) => [l.lineid, l.policy.outofpolicy]));
/** A line saved again as it was, moved to `reportid`. */
const move = (line: ExpenseLine, reportid: string) =>
  saveLine(t, rahul, { lineid: line.lineid, categoryid: line.categoryid, expensedate: line.expensedate, merchant: line.merchant, amount: line.amount, reportid });

describe('re-evaluated when lines change', () => {
  it('clears the marks of the day when a sibling line is deleted', async () => {
    await mealsPerDay('1000');
    const report = await newReport(t, rahul);
    const meal = { reportid: report.reportid, expensedate: '2027-01-10', amount: '600' };
    const lunch = await saveLine(t, rahul, { ...meal, merchant: 'Lunch' });
    const dinner = await saveLine(t, rahul, { ...meal, merchant: 'Dinner' });
    expect(dinner.policy.reasons).toEqual(['Meals: ₹1,200 on 2027-01-10 is above the ₹1,000 daily limit']);
    const before = await getReport(t, rahul, report.reportid);
    expect([before.outofpolicy, policyOf(before)]).toEqual([true, { [lunch.lineid]: true, [dinner.lineid]: true }]);

    okJson(await claimCall(t, rahul, 'deleteexpenseline', { lineid: lunch.lineid }), 'deleteexpenseline');
    const after = await getReport(t, rahul, report.reportid);
    expect([after.outofpolicy, after.lines.map((l) => [l.lineid, l.policy.outofpolicy, l.policy.reasons])]).toEqual([false, [[dinner.lineid, false, []]]]);
  });

  it('clears and raises the marks per claim of both reports when a line moves between them', async () => {
    const [first, second] = [await newReport(t, rahul), await newReport(t, rahul)];
    const taxi = { categoryid: LOCAL, amount: '200', expensedate: '2027-01-11' };
    const big = await saveLine(t, rahul, { ...taxi, reportid: first.reportid, merchant: 'Outstation cab', amount: '2900' });
    const small = await saveLine(t, rahul, { ...taxi, reportid: first.reportid, merchant: 'Auto' });
    expect(policyOf(await getReport(t, rahul, first.reportid))).toEqual({ [big.lineid]: true, [small.lineid]: true });

    // Out: the first report is back within its limit, the line alone in the second is too.
    const moved = await move(small, second.reportid);
    expect(moved.policy.outofpolicy).toBe(false);
    expect([(await getReport(t, rahul, first.reportid)).outofpolicy, policyOf(await getReport(t, rahul, first.reportid))]).toEqual([false, { [big.lineid]: false }]);

    // In: the big one joins the second report, taking it above the limit.
    await move(big, second.reportid);
    const joined = await getReport(t, rahul, second.reportid);
    expect([joined.outofpolicy, policyOf(joined)]).toEqual([true, { [big.lineid]: true, [small.lineid]: true }]);
    expect(joined.lines.map((l) => l.policy.reasons)).toEqual([
      ['Local conveyance: ₹3,100 in this report is above the ₹3,000 limit per claim'],
      ['Local conveyance: ₹3,100 in this report is above the ₹3,000 limit per claim'],
    ]);

    // Deleting the report leaves its lines in no report, where no limit per claim applies.
    okJson(await claimCall(t, rahul, 'deleteexpensereport', { reportid: second.reportid }), 'deleteexpensereport');
    const loose = okJson<{ unreportedlines: ExpenseLine[] }>(await claimCall(t, rahul, 'getmyexpenses'), 'getmyexpenses').unreportedlines;
    expect(loose.filter((l) => [big.lineid, small.lineid].includes(l.lineid)).map((l) => l.policy.outofpolicy)).toEqual([false, false]);
  });
});

describe('re-evaluated at submit against the limits as they are now', () => {
  it('submits without a justification once the limit is raised', async () => {
    await mealsPerDay('1000');
    const report = await newReport(t, rahul);
    const line = await saveLine(t, rahul, { reportid: report.reportid, expensedate: '2027-01-12', merchant: 'Team dinner', amount: '1200' });
    expect(line.policy.outofpolicy).toBe(true);
    await mealsPerDay('1500');
    const submitted = okJson<{ report: ExpenseReport }>(await submit(report.reportid), 'submitexpensereport').report;
    expect([submitted.status, submitted.outofpolicy, submitted.lines[0]!.policy]).toEqual(['approvalpending', false, { outofpolicy: false, reasons: [], receiptrequired: false }]);
  });

  it('refuses a line a lowered limit puts out of policy, naming it and the justification, until it is explained', async () => {
    await mealsPerDay('1500');
    const report = await newReport(t, rahul);
    const fields = { reportid: report.reportid, expensedate: '2027-01-13', merchant: 'Team dinner', amount: '1200' };
    const line = await saveLine(t, rahul, fields);
    expect(line.policy.outofpolicy).toBe(false);
    await mealsPerDay('1000');
    expect(refusal(await submit(report.reportid))).toEqual([400, `justification: Team dinner on 2027-01-13 is out of policy and needs a justification (${line.lineid})`]);
    expect((await getReport(t, rahul, report.reportid)).status).toBe('draft');

    const explained = await saveLine(t, rahul, { ...fields, lineid: line.lineid, justification: 'Dinner for six' });
    expect(explained.policy.reasons).toEqual(['Meals: ₹1,200 on 2027-01-13 is above the ₹1,000 daily limit']);
    const submitted = okJson<{ report: ExpenseReport }>(await submit(report.reportid), 'submitexpensereport').report;
    expect([submitted.status, submitted.outofpolicy]).toEqual(['approvalpending', true]);
  });
});
