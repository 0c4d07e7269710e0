import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_EXPENSE_APPROVER } from '../../server/features/expenses/approval-routing';
import { expenseLines, expenseReportApprovals, flightBookings, hotelBookings } from '../../server/store/schema';
import type { ExpenseReport, ExpenseReportSummary } from '../../src/contract/expenses/report-shape';
import { claimCall, getReport, newReport, okJson, refusal, reportWithLines, saveLine, submittedReport, uploadReceipt } from './expenses-fixtures';
import { type TestApp, createTestApp } from './helpers/test-app';
import { insertTrip } from './trip-actions-fixture';

/* The employee's expense reports (docs/features/expenses.md "Who may do what", "Statuses"). */

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['traveller@acme.test', 'manager@acme.test', 'coordinator@acme.test', 'finance@acme.test', 'traveller@globex.test', 'owner@sme.test']) tokens[u] = await t.token(u);
});
afterAll(() => t.close());

const rahul = () => tokens['traveller@acme.test']!;
const call = (user: string, action: string, fields: Record<string, unknown> = {}) => claimCall(t, tokens[user]!, action, fields);
const reportOf = (response: Awaited<ReturnType<typeof call>>, what: string) => okJson<{ report: ExpenseReport }>(response, what).report;
const myReports = async (user: string, filter: string) => okJson<{ reports: ExpenseReportSummary[] }>(await call(user, 'getmyexpenses', { filter }), 'getmyexpenses').reports.map((r) => r.reportid);

describe('making and reading reports', () => {
  it('creates a draft by the client id; a replay answers the same report', async () => {
    const reportid = randomUUID();
    const report = await newReport(t, rahul(), { reportid, title: 'Pune visit' });
    expect(report).toMatchObject({ reportid, title: 'Pune visit', status: 'draft', currency: 'INR', claimant: 'Rahul Verma', total: '0.00', lines: [], actions: expect.arrayContaining(['EDIT', 'SUBMIT']) });
    expect(report.reportno).toMatch(/^ER\d{6}$/);
    expect((await newReport(t, rahul(), { reportid, title: 'Another title' })).reportno).toBe(report.reportno);
    expect(refusal(await call('manager@acme.test', 'createexpensereport', { reportid, title: 'Mine now' }))).toEqual([403, 'reportid: expense report not found']);
  });

  it('is read by its owner and finance; a colleague or another company gets not found', async () => {
    const report = await reportWithLines(t, rahul(), [{ amount: '200' }, { amount: '100', paymentmethod: 'companycard' }]);
    expect(report).toMatchObject({ linecount: 2, total: '300.00', reimbursable: '200.00' });
    expect(reportOf(await call('finance@acme.test', 'getexpensereport', { reportid: report.reportid }), 'finance').reportid).toBe(report.reportid);
    for (const user of ['manager@acme.test', 'coordinator@acme.test', 'traveller@globex.test']) {
      expect(refusal(await call(user, 'getexpensereport', { reportid: report.reportid }))).toEqual([403, 'reportid: expense report not found']);
    }
  });

  it('shows each line’s look-alikes when read in full', async () => {
    const report = await reportWithLines(t, rahul(), [{ merchant: 'Ola', amount: '333', expensedate: '2026-06-01' }, { merchant: 'OLA ', amount: '333', expensedate: '2026-06-01' }]);
    const read = reportOf(await call('finance@acme.test', 'getexpensereport', { reportid: report.reportid }), 'finance');
    const [a, b] = read.lines;
    expect(a!.duplicates).toEqual([expect.objectContaining({ lineid: b!.lineid, match: 'details' })]);
    expect(b!.duplicates).toEqual([expect.objectContaining({ lineid: a!.lineid, match: 'details' })]);
  });
});

describe('submitting', () => {
  it('sends the report to the manager at level 1 of a new round', async () => {
    const report = await submittedReport(t, rahul(), [{ amount: '250' }]);
    expect(report).toMatchObject({ status: 'approvalpending', actions: ['RECALL'] });
    expect(report.submittedon).not.toBe('');
    expect(report.approvals).toMatchObject([{ level: 1, approverid: '20002', approvername: 'Priya Nair', status: 'pending' }]);
    expect(report.lines[0]!.editable).toBe(false);
    expect(await myReports('traveller@acme.test', 'submitted')).toContain(report.reportid);
    expect(await myReports('traveller@acme.test', 'open')).not.toContain(report.reportid);
  });

  it('refuses an empty report, a line without its receipt, and an out-of-policy line without a justification', async () => {
    const empty = await newReport(t, rahul());
    expect(refusal(await call('traveller@acme.test', 'submitexpensereport', { reportid: empty.reportid }))).toEqual([400, 'reportid: the report has no lines to submit']);

    const needsReceipt = await reportWithLines(t, rahul(), [{ amount: '900', merchant: 'Taj' }]);
    const lineid = needsReceipt.lines[0]!.lineid;
    const [code, message] = refusal(await call('traveller@acme.test', 'submitexpensereport', { reportid: needsReceipt.reportid }));
    expect([code, message]).toEqual([400, `lineid: Taj on 2026-04-11 needs a receipt (${lineid})`]);
    expect((await getReport(t, rahul(), needsReceipt.reportid)).status).toBe('draft');
    await saveLine(t, rahul(), { lineid, reportid: needsReceipt.reportid, amount: '900', merchant: 'Taj', receiptfileids: [await uploadReceipt(t, rahul())] });
    expect(reportOf(await call('traveller@acme.test', 'submitexpensereport', { reportid: needsReceipt.reportid }), 'submit').status).toBe('approvalpending');

    const tripid = await insertTrip(t.store.db, { fromDate: '2030-03-10', toDate: '2030-03-10' });
    const perDiem = await reportWithLines(t, rahul(), [{ linetype: 'perdiem', categoryid: 'CT1001PERDIEM', tripid, days: 2 }], { tripid });
    const unexplained = refusal(await call('traveller@acme.test', 'submitexpensereport', { reportid: perDiem.reportid }));
    expect([unexplained[0], unexplained[1]?.startsWith('justification:')]).toEqual([400, true]);
    await saveLine(t, rahul(), { lineid: perDiem.lines[0]!.lineid, linetype: 'perdiem', categoryid: 'CT1001PERDIEM', tripid, days: 2, justification: 'Stayed over for the workshop' });
    expect(reportOf(await call('traveller@acme.test', 'submitexpensereport', { reportid: perDiem.reportid }), 'submit').status).toBe('approvalpending');
  });

  it('refuses (409) a claimant with nobody to approve, leaving the draft as it was', async () => {
    const report = await reportWithLines(t, tokens['owner@sme.test']!, [{ categoryid: 'CT1003MEALS', amount: '100' }]);
    expect(refusal(await call('owner@sme.test', 'submitexpensereport', { reportid: report.reportid }))).toEqual([409, NO_EXPENSE_APPROVER]);
    expect((await getReport(t, tokens['owner@sme.test']!, report.reportid)).status).toBe('draft');
  });

  it('shows the trip’s company-paid bookings as read-only booking lines', async () => {
    const tripid = await insertTrip(t.store.db);
    await t.store.db.insert(flightBookings).values(flightBooking(tripid, 'FLT-EXP-1', 'company', 'ticketed'));
    await t.store.db.insert(flightBookings).values(flightBooking(tripid, 'FLT-EXP-2', 'creditcard', 'ticketed'));
    const line = await saveLine(t, rahul(), { tripid });
    const submitted = reportOf(await call('traveller@acme.test', 'submitexpensereport', { reportid: line.reportid }), 'submit');
    const booking = submitted.lines.find((l) => l.linetype === 'booking');
    expect(booking).toMatchObject({ booking: { txid: 'FLT-EXP-1', service: 'flight' }, paymentmethod: 'company', reimbursable: false, editable: false, amount: '5400.00', categoryname: 'Airfare' });
    expect(submitted).toMatchObject({ linecount: 2, total: '5850.00', reimbursable: '450.00' });
  });

  it('shows a company-paid hotel stay of the trip under Hotel, and not a cancelled one', async () => {
    const tripid = await insertTrip(t.store.db);
    await t.store.db.insert(hotelBookings).values([hotelBooking(tripid, 'HTL-EXP-1', 'confirmed'), hotelBooking(tripid, 'HTL-EXP-2', 'cancelled')]);
    const line = await saveLine(t, rahul(), { tripid });
    const submitted = reportOf(await call('traveller@acme.test', 'submitexpensereport', { reportid: line.reportid }), 'submit');
    const bookings = submitted.lines.filter((l) => l.linetype === 'booking');
    expect(bookings).toHaveLength(1);
    expect(bookings[0]).toMatchObject({ booking: { txid: 'HTL-EXP-1', service: 'hotel' }, merchant: 'Saffron Suites Whitefield', paymentmethod: 'company', reimbursable: false, amount: '8400.00', categoryname: 'Hotel' });
    expect(submitted).toMatchObject({ linecount: 2, total: '8850.00', reimbursable: '450.00' });
  });
});

describe('recalling, answering and deleting', () => {
  it('recalls before the approvers decide, and a resubmission starts a new round', async () => {
    const report = await submittedReport(t, rahul());
    const recalled = reportOf(await call('traveller@acme.test', 'recallexpensereport', { reportid: report.reportid, remarks: 'Forgot the taxi' }), 'recall');
    expect(recalled.status).toBe('recalled');
    expect(recalled.events.at(-1)).toMatchObject({ event: 'RECALL', remarks: 'Forgot the taxi', by: 'Rahul Verma' });
    expect(await myReports('traveller@acme.test', 'open')).toContain(report.reportid);
    await saveLine(t, rahul(), { reportid: report.reportid, merchant: 'Taxi', amount: '150' });
    const again = reportOf(await call('traveller@acme.test', 'submitexpensereport', { reportid: report.reportid }), 'resubmit');
    expect(again).toMatchObject({ status: 'approvalpending', linecount: 2, approvals: [{ level: 1, status: 'pending' }] });
    const rows = await t.store.db.select().from(expenseReportApprovals).where(eq(expenseReportApprovals.reportId, report.reportid));
    expect(rows.map((r) => [r.round, r.status]).sort()).toEqual([
      [1, 'skipped'],
      [2, 'pending'],
    ]);
    expect(refusal(await call('manager@acme.test', 'recallexpensereport', { reportid: report.reportid, remarks: 'x' }))).toEqual([403, 'reportid: expense report not found']);
  });

  it('refuses to answer finance when finance asked nothing, and recall needs remarks', async () => {
    const draft = await newReport(t, rahul());
    expect(refusal(await call('traveller@acme.test', 'respondexpensereport', { reportid: draft.reportid, remarks: 'Here' }))).toEqual([409, 'An expense report that is draft cannot be answered']);
    expect(refusal(await call('traveller@acme.test', 'recallexpensereport', { reportid: draft.reportid, remarks: ' ' }))[0]).toBe(400);
    expect(refusal(await call('traveller@acme.test', 'recallexpensereport', { reportid: draft.reportid, remarks: 'Why' }))).toEqual([409, 'An expense report that is draft cannot be recalled']);
  });

  it('deletes a draft, its lines staying in no report; never a submitted one or someone else’s', async () => {
    const draft = await reportWithLines(t, rahul());
    expect(refusal(await call('traveller@globex.test', 'deleteexpensereport', { reportid: draft.reportid }))).toEqual([403, 'reportid: expense report not found']);
    expect((await call('traveller@acme.test', 'deleteexpensereport', { reportid: draft.reportid })).statusCode).toBe(200);
    const [line] = await t.store.db.select().from(expenseLines).where(eq(expenseLines.id, draft.lines[0]!.lineid));
    expect(line!.reportId).toBe('');
    const submitted = await submittedReport(t, rahul());
    expect(refusal(await call('traveller@acme.test', 'deleteexpensereport', { reportid: submitted.reportid }))).toEqual([409, 'An expense report that is waiting for approval cannot be deleted']);
  });
});

function hotelBooking(tripId: string, txid: string, status: 'confirmed' | 'cancelled'): typeof hotelBookings.$inferInsert {
  const now = new Date('2030-02-01T10:00:00Z');
  return {
    txid, corporateId: '1001', profileId: '20001', travellerProfileId: '20001', clientRef: txid, hotelCode: 'in-bengaluru-0042', hotelName: 'Saffron Suites Whitefield',
    city: 'Bengaluru', countryCode: 'IN', address: '12 ITPL Road, Whitefield, Bengaluru', stars: 3, checkInTime: '12:00', checkOutTime: '11:00', checkIn: '2030-02-10', checkOut: '2030-02-12',
    nights: 2, rooms: [{ adults: 1, childages: [] }], roomType: 'standard', roomName: 'Standard room', board: 'RO', boardName: 'Room only', refundable: true, rateKey: 'k',
    basePaise: 800000, taxPaise: 40000, totalPaise: 840000, nightCharges: [], status, paymentMode: 'company', tripId,
    gstDetails: { gstin: '', companyname: '', address: '' }, customFields: {}, bookedOn: now, updatedAt: now,
  };
}

function flightBooking(tripId: string, txid: string, paymentMode: 'company' | 'creditcard', status: 'ticketed') {
  const now = new Date('2030-02-01T10:00:00Z');
  return {
    txid, corporateId: '1001', profileId: '20001', travellerProfileId: '20001', clientRef: txid, responseId: 'r', domInt: 'domestic' as const, tripType: 'oneway' as const,
    offers: [], extras: [], farePaise: 540000, extrasPaise: 0, discountPaise: 0, totalPaise: 540000, currency: 'INR', inPolicy: true, paymentMode, status, tripId,
    contactEmail: 'traveller@acme.test', contactMobile: '9876543210', request: {}, bookedOn: now, updatedAt: now,
  };
}
