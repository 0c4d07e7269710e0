import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_MEALS, claimCall, getReport, newReport, okJson, refusal, saveLine, saveLineRaw, uploadReceipt } from './expenses-fixtures';
import type { ExpenseLine } from '../../src/contract/expenses/line-shape';
import { type TestApp, createTestApp } from './helpers/test-app';
import { expense, messageOf } from './trips-fixtures';

/*
 * A category's limits on lines (docs/features/expenses.md "Policy on lines"): per day over the
 * owner's lines, per claim over the report's. Acme's Local conveyance is seeded with 3,000 a claim
 * (a receipt above 300); Meals has no limit until the finance admin sets one here.
 */

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['traveller@acme.test', 'manager@acme.test', 'finance@acme.test']) tokens[u] = await t.token(u);
});
afterAll(() => t.close());

const rahul = () => tokens['traveller@acme.test']!;
const priya = () => tokens['manager@acme.test']!;
const finance = () => tokens['finance@acme.test']!;
const LOCAL = 'CT1001LOCAL';
const MEALS = { categoryid: ACME_MEALS, categoryname: 'Meals', categorycode: 'MEALS', expensekind: 'travel', glcode: 'GL-MEALS', receiptrequiredabove: '500' };
const updateMeals = (fields: Record<string, unknown>) => expense(t, finance(), 'updatecategory', { jsondata: { Category: { ...MEALS, ...fields } } });
const submit = (reportid: string) => claimCall(t, rahul(), 'submitexpensereport', { reportid });
/** One of the caller's lines in no report, as getmyexpenses lists it. */
const lineOf = async (token: string, lineid: string) => okJson<{ unreportedlines: ExpenseLine[] }>(await claimCall(t, token, 'getmyexpenses'), 'getmyexpenses').unreportedlines.find((l) => l.lineid === lineid);

describe('limit per claim', () => {
  it('flags the category’s lines once the report is above the limit, with the reason, and submits once justified', async () => {
    const report = await newReport(t, rahul());
    const taxi = { categoryid: LOCAL, reportid: report.reportid, merchant: 'Uber' };
    const firstFields = { ...taxi, amount: '2000', merchant: 'Uber airport', receiptfileids: [await uploadReceipt(t, rahul())] };
    const first = await saveLine(t, rahul(), firstFields);
    expect(first.policy).toEqual({ outofpolicy: false, reasons: [], receiptrequired: true });
    const second = { ...taxi, amount: '1400', expensedate: '2026-04-12', receiptfileids: [await uploadReceipt(t, rahul())] };
    const over = await saveLine(t, rahul(), second);
    const reason = 'Local conveyance: ₹3,400 in this report is above the ₹3,000 limit per claim';
    expect(over.policy).toMatchObject({ outofpolicy: true, reasons: [reason] });
    // The report's total is over, so the line saved before is marked too.
    expect((await getReport(t, rahul(), report.reportid)).lines.map((l) => l.policy.reasons)).toEqual([[reason], [reason]]);

    // The refusal names the first unexplained line in the report's order (by date).
    const [code, message] = refusal(await submit(report.reportid));
    expect([code, message]).toEqual([400, `justification: Uber airport on 2026-04-11 is out of policy and needs a justification (${first.lineid})`]);
    await saveLine(t, rahul(), { ...firstFields, lineid: first.lineid, justification: 'Airport runs both ways' });
    expect(refusal(await submit(report.reportid))[1]).toBe(`justification: Uber on 2026-04-12 is out of policy and needs a justification (${over.lineid})`);
    await saveLine(t, rahul(), { ...second, lineid: over.lineid, justification: 'Airport runs both ways' });
    expect(okJson<{ report: { status: string } }>(await submit(report.reportid), 'submit').report.status).toBe('approvalpending');
  });

  it('keeps a report at the limit in policy, and does not apply to a line in no report', async () => {
    const report = await newReport(t, rahul());
    const taxi = { categoryid: LOCAL, reportid: report.reportid, merchant: 'Ola', receiptfileids: [await uploadReceipt(t, rahul())] };
    await saveLine(t, rahul(), { ...taxi, amount: '1000' });
    const over = await saveLine(t, rahul(), { ...taxi, amount: '2500' });
    expect(over.policy.reasons).toEqual(['Local conveyance: ₹3,500 in this report is above the ₹3,000 limit per claim']);
    const lowered = await saveLine(t, rahul(), { ...taxi, lineid: over.lineid, amount: '2000' });
    expect(lowered.policy).toMatchObject({ outofpolicy: false, reasons: [] });
    expect((await saveLine(t, rahul(), { ...taxi, reportid: '', amount: '5000' })).policy.outofpolicy).toBe(false);
  });
});

describe('limit per day, set by the finance admin', () => {
  it('sums the owner’s lines of the category on the day across reports and none, and flags that day’s lines once above', async () => {
    expect((await updateMeals({ limitperday: '1500' })).statusCode).toBe(200);
    const meal = { expensedate: '2026-11-20', amount: '500' };
    const [one, two] = [await newReport(t, rahul()), await newReport(t, rahul())];
    const loose = await saveLine(t, rahul(), meal);
    await saveLine(t, rahul(), { ...meal, reportid: one.reportid });
    const atLimitFields = { ...meal, reportid: two.reportid };
    const atLimit = await saveLine(t, rahul(), atLimitFields);
    expect(atLimit.policy).toMatchObject({ outofpolicy: false, reasons: [] });
    // Another person's meals that day are their own.
    const hers = await saveLine(t, priya(), meal);
    expect(hers.policy.outofpolicy).toBe(false);
    const overFields = { ...meal, reportid: two.reportid, amount: '300' };
    const over = await saveLine(t, rahul(), overFields);
    const reason = 'Meals: ₹1,800 on 2026-11-20 is above the ₹1,500 daily limit';
    expect(over.policy).toMatchObject({ outofpolicy: true, reasons: [reason] });
    expect((await getReport(t, rahul(), one.reportid)).lines[0]!.policy.reasons).toEqual([reason]);
    expect(await lineOf(priya(), hers.lineid)).toMatchObject({ policy: { outofpolicy: false } });
    expect((await saveLine(t, rahul(), { ...meal, expensedate: '2026-11-21' })).policy.outofpolicy).toBe(false);

    expect(refusal(await submit(two.reportid))[1]).toMatch(/^justification: /);
    await saveLine(t, rahul(), { ...overFields, lineid: over.lineid, justification: 'Client dinner' });
    await saveLine(t, rahul(), { ...atLimitFields, lineid: atLimit.lineid, justification: 'Client lunch' });
    expect(okJson<{ report: { status: string } }>(await submit(two.reportid), 'submit').report.status).toBe('approvalpending');
    expect((await getReport(t, rahul(), two.reportid)).lines.find((l) => l.lineid === over.lineid)?.policy.reasons).toEqual([reason]);

    // Without the limit, the next meal that day clears the marks of the lines its owner may still change;
    // the submitted report keeps what its approvers were sent.
    expect((await updateMeals({ limitperday: '' })).statusCode).toBe(200);
    expect((await saveLine(t, rahul(), { ...meal, amount: '450' })).policy.outofpolicy).toBe(false);
    expect(await lineOf(rahul(), loose.lineid)).toMatchObject({ policy: { outofpolicy: false, reasons: [] } });
    expect((await getReport(t, rahul(), one.reportid)).outofpolicy).toBe(false);
    expect((await getReport(t, rahul(), two.reportid)).outofpolicy).toBe(true);
  });

  it('refuses a bad limit naming the field, a traveller setting one, and another company’s category', async () => {
    const bad = await updateMeals({ limitperday: '15OO' });
    expect([bad.statusCode, messageOf(bad)]).toEqual([400, 'jsondata.Category.limitperday: limitperday must be an amount like 1234.50, or empty for none']);
    const byTraveller = await expense(t, rahul(), 'updatecategory', { jsondata: { Category: { ...MEALS, limitperday: '1' } } });
    expect(byTraveller.statusCode).toBe(403);
    const foreign = await updateMeals({ categoryid: 'CT1002MEALS', limitperday: '1' });
    expect([foreign.statusCode, messageOf(foreign)]).toEqual([403, 'jsondata.Category.categoryid: category not found']);
    expect(refusal(await saveLineRaw(t, rahul(), { categoryid: 'CT1002MEALS' }))).toEqual([400, 'categoryid: expense category not found']);
  });
});
