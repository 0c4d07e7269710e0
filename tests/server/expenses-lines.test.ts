import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expenseLines, trips } from '../../server/store/schema';
import type { ExpenseLine } from '../../src/contract/expenses/line-shape';
import { claimCall, newReport, okJson, refusal, saveLine, saveLineRaw, submittedReport, uploadReceipt } from './expenses-fixtures';
import { type TestApp, createTestApp } from './helpers/test-app';
import { insertTrip } from './trip-actions-fixture';

/* The employee's expense lines (docs/features/expenses.md "Lines", "Amounts", "Policy on lines", "Duplicates"). */

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['traveller@acme.test', 'manager@acme.test', 'traveller@globex.test']) tokens[u] = await t.token(u);
});
afterAll(() => t.close());

const rahul = () => tokens['traveller@acme.test']!;
const priya = () => tokens['manager@acme.test']!;
const globex = () => tokens['traveller@globex.test']!;
const stored = async (lineid: string) => (await t.store.db.select().from(expenseLines).where(eq(expenseLines.id, lineid)))[0];

describe('saving a line', () => {
  it('creates it by the client id, in the company currency at rate 1, and a replay changes nothing', async () => {
    const lineid = randomUUID();
    const line = await saveLine(t, rahul(), { lineid, amount: '450.5', merchant: 'Cafe Coffee Day' });
    expect(line).toMatchObject({ lineid, reportid: '', currency: 'INR', amount: '450.50', rate: '1.0000', basecurrency: 'INR', baseamount: '450.50', categoryname: 'Meals', reimbursable: true, editable: true });
    expect(line.policy).toEqual({ outofpolicy: false, reasons: [], receiptrequired: false });
    const before = await stored(lineid);
    t.clock.advance(60_000);
    await saveLine(t, rahul(), { lineid, amount: '450.5', merchant: 'Cafe Coffee Day' });
    expect((await stored(lineid))!.updatedAt).toEqual(before!.updatedAt);
    const changed = await saveLine(t, rahul(), { lineid, amount: '300', merchant: 'Cafe Coffee Day' });
    expect(changed.baseamount).toBe('300.00');
  });

  it('keeps the rate of a foreign currency and refuses one without a reference rate', async () => {
    const line = await saveLine(t, rahul(), { currency: 'usd', amount: '10.25' });
    expect(line).toMatchObject({ currency: 'USD', amount: '10.25', rate: '85.0000', basecurrency: 'INR', baseamount: '871.25' });
    expect(refusal(await saveLineRaw(t, rahul(), { currency: 'XYZ' }))).toEqual([400, 'currency: no exchange rate for XYZ']);
  });

  it('flags a receipt as required above the category amount', async () => {
    expect((await saveLine(t, rahul(), { amount: '600' })).policy.receiptrequired).toBe(true);
    expect((await saveLine(t, rahul(), { categoryid: 'CT1001OTHER', amount: '1' })).policy.receiptrequired).toBe(true);
    expect((await saveLine(t, rahul(), { linetype: 'mileage', categoryid: 'CT1001MILEAGE', vehicleid: 'VH1001CAR', distance: '100' })).policy.receiptrequired).toBe(false);
  });

  it('prices mileage by the vehicle rate, converting another distance unit once', async () => {
    // A drive names no currency (the form sends none): it is priced in the vehicle's, the company's.
    const km = await saveLine(t, rahul(), { linetype: 'mileage', categoryid: 'CT1001MILEAGE', vehicleid: 'VH1001CAR', distance: '10.5', currency: undefined });
    expect(km).toMatchObject({ amount: '126.00', baseamount: '126.00', mileage: { distance: '10.50', unit: 'km', vehicleid: 'VH1001CAR', vehiclename: 'Car', rateperunit: '12.00', rateunit: 'km' } });
    // 10 miles = 16.0934 km at 12 a km = 193.12
    const miles = await saveLine(t, rahul(), { linetype: 'mileage', categoryid: 'CT1001MILEAGE', vehicleid: 'VH1001CAR', distance: '10', distanceunit: 'miles' });
    expect(miles.amount).toBe('193.12');
    expect(refusal(await saveLineRaw(t, rahul(), { linetype: 'mileage', categoryid: 'CT1001MILEAGE', vehicleid: '' }))[0]).toBe(400);
    expect(refusal(await saveLineRaw(t, rahul(), { linetype: 'mileage', categoryid: 'CT1001MILEAGE', vehicleid: 'VH1001CAR', distance: '0' }))).toEqual([400, 'distance: a mileage line needs a distance above 0']);
  });

  it('prices per diem from the plan where the trip goes; more days than the trip is out of policy', async () => {
    const tripid = await insertTrip(t.store.db, { fromDate: '2030-03-10', toDate: '2030-03-12' });
    const two = await saveLine(t, rahul(), { linetype: 'perdiem', categoryid: 'CT1001PERDIEM', tripid, days: 2, expensedate: '2030-03-10' });
    expect(two).toMatchObject({ currency: 'INR', amount: '11800.00', perdiem: { days: 2, dailyrate: '5900.00', groupname: 'Staff' }, policy: { outofpolicy: false } });
    const more = await saveLine(t, rahul(), { linetype: 'perdiem', categoryid: 'CT1001PERDIEM', tripid, days: 2, expensedate: '2030-03-12' });
    expect(more.policy).toMatchObject({ outofpolicy: true, reasons: ['Per diem for 4 days, more than the 3 days of the trip'] });
    expect(refusal(await saveLineRaw(t, rahul(), { linetype: 'perdiem', categoryid: 'CT1001PERDIEM', days: 1 }))).toEqual([400, 'tripid: a per-diem line needs a trip']);
    const abroad = await insertTrip(t.store.db, { domInt: 'international' });
    expect(await saveLine(t, rahul(), { linetype: 'perdiem', categoryid: 'CT1001PERDIEM', tripid: abroad, days: 1 })).toMatchObject({ currency: 'USD', amount: '170.00', baseamount: '14450.00' });
    // Priya is on no per-diem plan.
    const hers = await insertTrip(t.store.db, { traveller: '20002' });
    const [code, message] = refusal(await saveLineRaw(t, priya(), { linetype: 'perdiem', categoryid: 'CT1001PERDIEM', tripid: hers, days: 1 }));
    expect([code, message?.startsWith('days: no per-diem rate for')]).toEqual([400, true]);
  });

  it('refuses masters, trips and receipts that are not the caller’s, naming the field', async () => {
    expect(refusal(await saveLineRaw(t, rahul(), { categoryid: 'CT1002MEALS' }))).toEqual([400, 'categoryid: expense category not found']);
    expect(refusal(await saveLineRaw(t, rahul(), { linetype: 'mileage', categoryid: 'CT1001MILEAGE', vehicleid: 'VH1002CAR', distance: '5' }))).toEqual([400, 'vehicleid: vehicle not found']);
    const globexTrip = await insertTrip(t.store.db, { corporateId: '1002', traveller: '30001' });
    expect(refusal(await saveLineRaw(t, rahul(), { tripid: globexTrip }))).toEqual([403, 'tripid: trip not found']);
    const priyasTrip = await insertTrip(t.store.db, { traveller: '20002' });
    expect(refusal(await saveLineRaw(t, rahul(), { tripid: priyasTrip }))).toEqual([403, 'tripid: trip not found']);
    const priyasReceipt = await uploadReceipt(t, priya());
    expect(refusal(await saveLineRaw(t, rahul(), { receiptfileids: [priyasReceipt] }))).toEqual([403, `receiptfileids: file ${priyasReceipt} not found`]);
  });

  it('refuses another person’s line id, in the company or not', async () => {
    const line = await saveLine(t, rahul());
    expect(refusal(await saveLineRaw(t, priya(), { lineid: line.lineid }))).toEqual([403, 'lineid: expense line not found']);
    expect(refusal(await saveLineRaw(t, globex(), { lineid: line.lineid, categoryid: 'CT1002MEALS', currency: 'USD' }))).toEqual([403, 'lineid: expense line not found']);
    expect(refusal(await claimCall(t, priya(), 'deleteexpenseline', { lineid: line.lineid }))).toEqual([403, 'lineid: expense line not found']);
    expect((await stored(line.lineid))!.profileId).toBe('20001');
  });

  it('changes a line only while its report is editable', async () => {
    const report = await submittedReport(t, rahul());
    const lineid = report.lines[0]!.lineid;
    expect(refusal(await saveLineRaw(t, rahul(), { lineid, reportid: report.reportid }))).toEqual([409, 'An expense report that is waiting for approval cannot be edited']);
    expect(refusal(await saveLineRaw(t, rahul(), { reportid: report.reportid }))[0]).toBe(409);
    expect(refusal(await claimCall(t, rahul(), 'deleteexpenseline', { lineid }))[0]).toBe(409);
    expect(refusal(await saveLineRaw(t, priya(), { reportid: report.reportid }))).toEqual([403, 'reportid: expense report not found']);
  });
});

describe('lines of a trip', () => {
  it('join the owner’s report for the trip, made on the first line', async () => {
    const tripid = await insertTrip(t.store.db);
    const first = await saveLine(t, rahul(), { tripid });
    const second = await saveLine(t, rahul(), { tripid, amount: '120' });
    expect(first.reportid).not.toBe('');
    expect(second.reportid).toBe(first.reportid);
    const report = okJson<{ report: { tripid: string; linecount: number; total: string } }>(await claimCall(t, rahul(), 'getexpensereport', { reportid: first.reportid }), 'get').report;
    expect(report).toMatchObject({ tripid, linecount: 2, total: '570.00' });
  });

  it('stay in no report when the trip does not make one, and join the report made for it later', async () => {
    const tripid = await insertTrip(t.store.db);
    await t.store.db.update(trips).set({ autoCreateExpenseReport: false }).where(eq(trips.id, tripid));
    const line = await saveLine(t, rahul(), { tripid });
    expect(line.reportid).toBe('');
    const report = await newReport(t, rahul(), { tripid });
    expect(report.lines.map((l) => l.lineid)).toEqual([line.lineid]);
    // One report per trip and owner: another create names the same one.
    expect((await newReport(t, rahul(), { tripid })).reportid).toBe(report.reportid);
  });
});

describe('look-alike claims', () => {
  it('finds the same receipt image and the same amount, date and merchant across the company, never across companies', async () => {
    const bytes = Buffer.from(`%PDF-1.4\n% taxi ${randomUUID()}\n%%EOF\n`);
    const mine = await saveLine(t, rahul(), { receiptfileids: [await uploadReceipt(t, rahul(), bytes)], merchant: 'Meru Cabs', amount: '777', expensedate: '2026-05-02' });
    expect(mine.duplicates).toEqual([]);
    const hers = await saveLine(t, priya(), { receiptfileids: [await uploadReceipt(t, priya(), bytes)], merchant: 'Other', expensedate: '2026-05-03' });
    expect(hers.duplicates).toEqual([expect.objectContaining({ lineid: mine.lineid, match: 'receipt', claimant: 'Rahul Verma' })]);
    const alike = await saveLine(t, priya(), { merchant: '  meru CABS ', amount: '777.00', expensedate: '2026-05-02' });
    expect(alike.duplicates).toEqual([expect.objectContaining({ lineid: mine.lineid, match: 'details', amount: '777.00', currency: 'INR' })]);

    const found = okJson<{ duplicates: { lineid: string }[] }>(await claimCall(t, rahul(), 'findexpenseduplicates', { amount: '777', expensedate: '2026-05-02', merchant: 'MERU cabs', lineid: mine.lineid }), 'find');
    expect(found.duplicates.map((d) => d.lineid)).toEqual([alike.lineid]);
    const bySha = okJson<{ duplicates: { lineid: string }[] }>(await claimCall(t, globex(), 'findexpenseduplicates', { sha256: mine.receipts[0]!.sha256 }), 'find');
    expect(bySha.duplicates).toEqual([]);
  });
});

describe('deleting and listing', () => {
  it('deletes a line, and a replayed delete answers OK', async () => {
    const line = await saveLine(t, rahul());
    expect((await claimCall(t, rahul(), 'deleteexpenseline', { lineid: line.lineid })).statusCode).toBe(200);
    expect(await stored(line.lineid)).toBeUndefined();
    expect((await claimCall(t, rahul(), 'deleteexpenseline', { lineid: line.lineid })).statusCode).toBe(200);
  });

  it('lists the caller’s own lines in no report, and nobody else’s', async () => {
    const line = await saveLine(t, rahul(), { merchant: 'Only mine' });
    const mine = okJson<{ unreportedlines: ExpenseLine[] }>(await claimCall(t, rahul(), 'getmyexpenses'), 'getmyexpenses');
    expect(mine.unreportedlines.map((l) => l.lineid)).toContain(line.lineid);
    for (const token of [priya(), globex()]) {
      const theirs = okJson<{ unreportedlines: ExpenseLine[] }>(await claimCall(t, token, 'getmyexpenses'), 'getmyexpenses');
      expect(theirs.unreportedlines.map((l) => l.lineid)).not.toContain(line.lineid);
    }
  });
});
