import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EXPENSE_DECISION_MESSAGES } from '../../server/features/expenses/decide';
import { signPushAction } from '../../server/push/action-token';
import { approvalDelegations, approvalWorkflowLevels } from '../../server/store/schema';
import type { ExpenseReport } from '../../src/contract/expenses/report-shape';
import { type SentPush, capturePushes } from './approval-fixtures';
import { approvedReport, claimCall, decideReport, getReport, okJson, refusal, saveLine, submittedReport, uploadReceipt } from './expenses-fixtures';
import { type TestApp, createTestApp } from './helpers/test-app';

/* Approving expense reports: routed like trips (docs/approvals.md), decided in the app or from a push. */

let t: TestApp;
let pushes: { sent: SentPush[]; settled: () => Promise<SentPush[]> };
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  pushes = await capturePushes(t.store.db, t.clock.now());
  for (const u of ['traveller@acme.test', 'manager@acme.test', 'coordinator@acme.test', 'traveladmin@acme.test', 'finance@acme.test', 'traveller@globex.test', 'manager@globex.test']) {
    tokens[u] = await t.token(u);
  }
});
afterAll(() => t.close());
beforeEach(async () => {
  await pushes.settled();
  pushes.sent.length = 0;
});

const rahul = () => tokens['traveller@acme.test']!;
const priya = () => tokens['manager@acme.test']!;
const decide = (user: string, reportid: string, decision: string, remarks = '') => claimCall(t, tokens[user]!, 'decideexpensereport', { reportid, decision, remarks });
const inbox = async (user: string) => okJson<{ reports: { reportid: string; level: number; onbehalfof: string }[] }>(await claimCall(t, tokens[user]!, 'getexpenseapprovals'), 'inbox').reports;
const approvalCount = async (user: string) => (await t.service(tokens[user]!, { opid: 'TG-APPROVALS', action: 'getapprovalcount' })).json() as { expenses: number; total: number };
const pushAction = (url: string, token: string, decision: string) => t.app.inject({ method: 'POST', url, payload: { token, decision } });

async function submitted(lines?: Record<string, unknown>[]): Promise<ExpenseReport> {
  const report = await submittedReport(t, rahul(), lines);
  await pushes.settled();
  return report;
}

describe('routing and deciding', () => {
  it('the manager is pushed, sees it in the list and the count, approves it, and the claimant is told', async () => {
    const before = await approvalCount('manager@acme.test');
    const report = await submitted([{ amount: '320' }]);
    expect(pushes.sent).toMatchObject([{ profileId: '20002', payload: { title: 'Expense report waiting for your approval', url: `/expenses/${report.reportid}`, actionurl: '/api/push/expense-approval' } }]);
    expect(await inbox('manager@acme.test')).toContainEqual(expect.objectContaining({ reportid: report.reportid, level: 1, onbehalfof: '', total: '320.00' }));
    expect(await approvalCount('manager@acme.test')).toMatchObject({ expenses: before.expenses + 1, total: before.total + 1 });
    const manager = await getReport(t, priya(), report.reportid);
    expect(manager.actions).toEqual(['APPROVE', 'REJECT']);
    pushes.sent.length = 0;

    const approved = await decideReport(t, priya(), report.reportid, 'approve', 'Fine');
    expect(approved).toMatchObject({ status: 'approved', approvals: [{ level: 1, status: 'approved', remarks: 'Fine', approvername: 'Priya Nair' }] });
    expect(approved.events.at(-1)).toMatchObject({ event: 'APPROVE', fromstatus: 'approvalpending', tostatus: 'approved', by: 'Priya Nair', remarks: 'Fine' });
    expect(await pushes.settled()).toMatchObject([{ profileId: '20001', payload: { title: 'Expense report approved' } }]);
    expect(await inbox('manager@acme.test')).not.toContainEqual(expect.objectContaining({ reportid: report.reportid }));
    expect(refusal(await decide('manager@acme.test', report.reportid, 'approve'))).toEqual([403, EXPENSE_DECISION_MESSAGES.notRouted]);
    const withFinance = okJson<{ reports: { reportid: string }[] }>(await claimCall(t, rahul(), 'getmyexpenses', { filter: 'finance' }), 'mine').reports;
    expect(withFinance.map((r) => r.reportid)).toContain(report.reportid);
  });

  it('reject needs remarks; rejected, the claimant is told and may edit and resubmit', async () => {
    const report = await submitted();
    expect(refusal(await decide('manager@acme.test', report.reportid, 'reject', ''))).toEqual([400, 'remarks: remarks are required to reject a report']);
    pushes.sent.length = 0;
    const rejected = await decideReport(t, priya(), report.reportid, 'reject', 'Split the hotel');
    expect(rejected.status).toBe('rejected');
    expect(await pushes.settled()).toMatchObject([{ profileId: '20001', payload: { title: 'Expense report rejected', body: expect.stringContaining('Split the hotel') } }]);
    await saveLine(t, rahul(), { lineid: report.lines[0]!.lineid, reportid: report.reportid, amount: '100' });
    expect(okJson<{ report: ExpenseReport }>(await claimCall(t, rahul(), 'submitexpensereport', { reportid: report.reportid }), 'resubmit').report.status).toBe('approvalpending');
  });

  it('nobody but the current approver decides: not the claimant, a colleague or another company', async () => {
    const report = await submitted();
    expect(refusal(await decide('traveller@acme.test', report.reportid, 'approve'))).toEqual([403, EXPENSE_DECISION_MESSAGES.own]);
    expect(refusal(await decide('coordinator@acme.test', report.reportid, 'approve'))).toEqual([403, 'reportid: expense report not found']);
    expect(refusal(await decide('finance@acme.test', report.reportid, 'approve'))).toEqual([403, EXPENSE_DECISION_MESSAGES.notRouted]);
    expect(refusal(await decide('manager@globex.test', report.reportid, 'approve'))).toEqual([403, 'reportid: expense report not found']);
    expect(await inbox('coordinator@acme.test')).toEqual([]);
    expect((await getReport(t, rahul(), report.reportid)).status).toBe('approvalpending');
  });

  it('goes through every level of the company workflow, the next approver pushed in turn', async () => {
    const seeded = await t.store.db.select().from(approvalWorkflowLevels).where(eq(approvalWorkflowLevels.corporateId, '1001'));
    await t.store.db.delete(approvalWorkflowLevels).where(eq(approvalWorkflowLevels.corporateId, '1001'));
    await t.store.db.insert(approvalWorkflowLevels).values([
      { corporateId: '1001', level: 1, rule: 'reportsTo' },
      { corporateId: '1001', level: 2, rule: 'profile', approverProfileId: '20004' },
    ]);
    try {
      const report = await submitted();
      expect(report.approvals.map((a) => [a.level, a.approverid, a.status])).toEqual([
        [1, '20002', 'pending'],
        [2, '20004', 'waiting'],
      ]);
      pushes.sent.length = 0;
      expect((await decideReport(t, priya(), report.reportid, 'approve')).status).toBe('partiallyapproved');
      expect(await pushes.settled()).toMatchObject([{ profileId: '20004', payload: { title: 'Expense report waiting for your approval' } }]);
      expect(await inbox('traveladmin@acme.test')).toContainEqual(expect.objectContaining({ reportid: report.reportid, level: 2 }));
      expect((await decideReport(t, tokens['traveladmin@acme.test']!, report.reportid, 'approve')).status).toBe('approved');
    } finally {
      await t.store.db.delete(approvalWorkflowLevels).where(eq(approvalWorkflowLevels.corporateId, '1001'));
      if (seeded.length > 0) await t.store.db.insert(approvalWorkflowLevels).values(seeded);
    }
  });

  it('a delegate decides for the approver while the window covers today', async () => {
    const day = t.clock.now().toISOString().slice(0, 10);
    await t.store.db.insert(approvalDelegations).values({ corporateId: '1001', profileId: '20002', delegateProfileId: '20003', fromDate: day, toDate: day, createdAt: t.clock.now(), updatedAt: t.clock.now() });
    try {
      const report = await submitted();
      expect(report.approvals).toMatchObject([{ approverid: '20003', onbehalfof: 'Priya Nair', status: 'pending' }]);
      expect(await inbox('coordinator@acme.test')).toContainEqual(expect.objectContaining({ reportid: report.reportid, onbehalfof: 'Priya Nair' }));
      const approved = await decideReport(t, tokens['coordinator@acme.test']!, report.reportid, 'approve', 'OK');
      expect(approved).toMatchObject({ status: 'approved', approvals: [{ approverid: '20003', onbehalfof: 'Priya Nair', status: 'approved' }] });
      expect(approved.events.at(-1)).toMatchObject({ by: 'Arjun Mehta', remarks: 'OK (on behalf of Priya Nair)' });
    } finally {
      await t.store.db.delete(approvalDelegations).where(eq(approvalDelegations.profileId, '20002'));
    }
  });
});

describe('deciding from the notification', () => {
  it('the push token approves once; a trip token is not valid here, nor an expense token for trips', async () => {
    const report = await submitted();
    const token = pushes.sent.find((p) => p.profileId === '20002')!.payload.actiontoken!;
    const tripToken = await signPushAction({ tx: t.store.db, now: t.clock.now() }, { profileId: '20002', corporateId: '1001', tripid: report.reportid });
    expect((await pushAction('/api/push/expense-approval', tripToken, 'approve')).json()).toMatchObject({ status: 'NOK', message: 'token: not valid' });
    const onTrips = await pushAction('/api/push/approval', token, 'approve');
    expect([onTrips.statusCode, onTrips.json().message]).toEqual([403, 'token: not valid']);

    const answer = await pushAction('/api/push/expense-approval', token, 'approve');
    expect([answer.statusCode, answer.json()]).toEqual([200, { status: 'OK', message: EXPENSE_DECISION_MESSAGES.approved, reportid: report.reportid, reportstatus: 'approved' }]);
    expect((await getReport(t, rahul(), report.reportid)).approvals[0]).toMatchObject({ status: 'approved', remarks: 'Approved from notification' });
    expect((await pushAction('/api/push/expense-approval', token, 'reject')).json().message).toBe('token: already used');
  });
});

describe('receipts of a report', () => {
  it('its approvers and finance may open them; a colleague may not', async () => {
    const fileid = await uploadReceipt(t, rahul());
    const report = await approvedReport(t, rahul(), priya(), [{ amount: '900', receiptfileids: [fileid] }]);
    expect(report.lines[0]!.receipts).toMatchObject([{ fileid }]);
    const open = (user: string) => t.app.inject({ method: 'GET', url: `/api/files/${fileid}`, headers: { authorization: `Bearer ${tokens[user]}` } });
    for (const user of ['traveller@acme.test', 'manager@acme.test', 'finance@acme.test']) expect((await open(user)).statusCode).toBe(200);
    for (const user of ['coordinator@acme.test', 'traveller@globex.test']) expect((await open(user)).statusCode).toBe(403);
  });
});
