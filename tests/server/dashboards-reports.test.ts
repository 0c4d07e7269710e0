import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/test-app';
import { criteria, dashboardTestApp, fact, insertFacts, report, sales } from './dashboards-fixtures';

/*
 * Every report of the dashboard calls against a small fixed set of facts (docs/features/dashboards.md),
 * each expectation worked out by hand below. Amounts in paise in the facts, rupees on the wire.
 *
 *   F1 Rahul 20001  IndiGo     04-02→04-04 dom  wallet   ₹5,000    standing, in policy, D1/CC1/P1
 *   F2 Rahul 20001  Air India  04-05→04-25 intl company  ₹30,000   standing, out of policy, missed ₹4,000, approval 5 h
 *   F3 Sneha 20008  insurer    04-10→04-15 dom  card     ₹1,000    cancelled, all refunded, approval 50 h, D2
 *   F4 Kavita 20004 IndiGo     04-12→05-20 dom  wallet   ₹8,000    standing, out of policy, missed ₹1,500, approval 2 h, D2
 *   F5 Rahul 20001  IndiGo     04-20→04-30 dom  wallet   ₹6,000    replaced: ₹5,500 back, change fee ₹500
 *   F6 Rahul 20001  IndiGo     03-20→04-10 dom  wallet   ₹9,999    standing (booked before the window, travels in it)
 *   F7 Globex 30001 IndiGo     04-03→04-05 dom  wallet   ₹77,777   standing (another company)
 */

let t: TestApp;
let finance: string;
let manager: string;
let globexAdmin: string;
beforeAll(async () => {
  ({ t, finance, manager, globexAdmin } = await dashboardTestApp());
  await insertFacts(t, [
    fact({
      txid: 'F1',
      spendPaise: 500000,
      taxesPaise: 50000,
      departmentId: 'D1',
      costCenterId: 'CC1',
      projectId: 'P1',
    }),
    fact({
      txid: 'F2',
      merchant: 'Air India',
      bookingDate: '2026-04-05',
      travelDate: '2026-04-25',
      advanceDays: 20,
      domInt: 'international',
      region: 'AE',
      paymentMode: 'company',
      spendPaise: 3000000,
      inPolicy: false,
      policyReason: 'Fare above cap',
      missedPaise: 400000,
      approvalDelayMinutes: 300,
      departmentId: 'D1',
    }),
    fact({
      txid: 'F3',
      product: 'insurance',
      travellerProfileId: '20008',
      merchant: 'Sandbox General Insurance Co Ltd',
      bookingDate: '2026-04-10',
      travelDate: '2026-04-15',
      advanceDays: 5,
      paymentMode: 'creditcard',
      spendPaise: 100000,
      state: 'cancelled',
      refundPaise: 100000,
      approvalDelayMinutes: 3000,
      departmentId: 'D2',
    }),
    fact({
      txid: 'F4',
      travellerProfileId: '20004',
      bookingDate: '2026-04-12',
      travelDate: '2026-05-20',
      advanceDays: 38,
      spendPaise: 800000,
      inPolicy: false,
      missedPaise: 150000,
      approvalDelayMinutes: 120,
      departmentId: 'D2',
    }),
    fact({
      txid: 'F5',
      bookingDate: '2026-04-20',
      travelDate: '2026-04-30',
      advanceDays: 10,
      spendPaise: 600000,
      state: 'replaced',
      refundPaise: 550000,
      amendments: 1,
      amendmentPaise: 50000,
    }),
    fact({ txid: 'F6', bookingDate: '2026-03-20', travelDate: '2026-04-10', advanceDays: 21, spendPaise: 999900 }),
    fact({
      txid: 'F7',
      corporateId: '1002',
      travellerProfileId: '30001',
      bookingDate: '2026-04-03',
      travelDate: '2026-04-05',
      spendPaise: 7777700,
    }),
  ]);
});
afterAll(() => t.close());

const rahul = {
  profileid: '20001',
  travellername: 'Rahul Verma',
  bookings: 2,
  amount: '35500.00',
  outofpolicy: 1,
  missed: '4000.00',
};
const kavita = {
  profileid: '20004',
  travellername: 'Kavita Iyer',
  bookings: 1,
  amount: '8000.00',
  outofpolicy: 1,
  missed: '1500.00',
};
const sneha = {
  profileid: '20008',
  travellername: 'Sneha Kulkarni',
  bookings: 0,
  amount: '0.00',
  outofpolicy: 0,
  missed: '0.00',
};

describe('the reports on the fixed set (booking date, April)', () => {
  it('topspendingtravellers: net spend (F1+F2+F5 kept ₹500 = ₹35,500), standing bookings, most first; count cuts', async () => {
    expect(await report(t, finance, 'topspendingtravellers')).toEqual([rahul, kavita, sneha]);
    expect(await report(t, finance, 'topspendingtravellers', { count: 1 })).toEqual([rahul]);
  });

  it('violatingtravellers: only travellers with bookings out of policy', async () => {
    expect(await report(t, finance, 'violatingtravellers')).toEqual([rahul, kavita]);
  });

  it('topexpensemerchants and topexpensecategories: suppliers and products', async () => {
    expect(await report(t, finance, 'topexpensemerchants')).toEqual([
      { name: 'Air India', bookings: 1, amount: '30000.00' },
      { name: 'IndiGo', bookings: 2, amount: '13500.00' },
      { name: 'Sandbox General Insurance Co Ltd', bookings: 0, amount: '0.00' },
    ]);
    expect(await report(t, finance, 'topexpensecategories')).toEqual([
      { name: 'flight', bookings: 3, amount: '43500.00' },
      { name: 'insurance', bookings: 0, amount: '0.00' },
    ]);
  });

  it('advancepurchase: every bucket, in order', async () => {
    expect(await report(t, finance, 'advancepurchase')).toEqual([
      { bucket: '0-3', bookings: 1, amount: '5000.00' },
      { bucket: '4-7', bookings: 0, amount: '0.00' },
      { bucket: '8-14', bookings: 0, amount: '500.00' },
      { bucket: '15-30', bookings: 1, amount: '30000.00' },
      { bucket: '30+', bookings: 1, amount: '8000.00' },
    ]);
  });

  it('travelsummary: domestic and international', async () => {
    expect(await report(t, finance, 'travelsummary')).toEqual([
      {
        group: 'domestic',
        bookings: 2,
        amount: '13500.00',
        inpolicy: 1,
        outofpolicy: 1,
        cancelled: 1,
        missed: '1500.00',
        amendments: '500.00',
      },
      {
        group: 'international',
        bookings: 1,
        amount: '30000.00',
        inpolicy: 0,
        outofpolicy: 1,
        cancelled: 0,
        missed: '4000.00',
        amendments: '0.00',
      },
    ]);
  });

  it('approvaldelaytimecompliance: bookings by hours to decision, with the average', async () => {
    expect(await report(t, finance, 'approvaldelaytimecompliance')).toEqual([
      { bucket: '0-4', bookings: 1, averagehours: '2.0' },
      { bucket: '4-24', bookings: 1, averagehours: '5.0' },
      { bucket: '24-48', bookings: 0, averagehours: '0.0' },
      { bucket: '48+', bookings: 1, averagehours: '50.0' },
    ]);
  });

  it('TG-TOTALSALESCORPORATE: standing sales, net spend, missed savings, change fees', async () => {
    expect(await sales(t, finance)).toEqual({
      totalsales: '43000.00',
      totalspend: '43500.00',
      missed: '5500.00',
      totalamendments: '500.00',
    });
  });
});

describe('filters and scope', () => {
  it('datetype travel moves the window to the travel day (F4 out, F6 in)', async () => {
    expect((await sales(t, finance, criteria({ datetype: 'travel' }))).totalsales).toBe('44999.00');
  });

  it('department, cost centre, project, traveller, domestic/international', async () => {
    expect((await sales(t, finance, criteria({ department: 'D2' }))).totalspend).toBe('8000.00');
    expect((await sales(t, finance, criteria({ costcentre: 'CC1' }))).totalspend).toBe('5000.00');
    expect((await sales(t, finance, criteria({ project: 'P1' }))).totalspend).toBe('5000.00');
    expect((await sales(t, finance, criteria({ profileid: '20004' }))).totalspend).toBe('8000.00');
    expect((await sales(t, finance, criteria({ domint: 'international' }))).totalsales).toBe('30000.00');
  });

  it('TG-PREPAIDDASHBOARDDATA leaves out bookings billed to the company (F2)', async () => {
    expect(await report(t, finance, 'topexpensecategories', {}, 'TG-PREPAIDDASHBOARDDATA')).toEqual([
      { name: 'flight', bookings: 2, amount: '13500.00' },
      { name: 'insurance', bookings: 0, amount: '0.00' },
    ]);
  });

  it('a travelmanager sees only their reportees (not Kavita)', async () => {
    expect(await report(t, manager, 'topspendingtravellers')).toEqual([rahul, sneha]);
  });

  it("another company sees only its own (F7), never Acme's", async () => {
    expect(await report(t, globexAdmin, 'topspendingtravellers')).toEqual([
      {
        profileid: '30001',
        travellername: expect.any(String),
        bookings: 1,
        amount: '77777.00',
        outofpolicy: 0,
        missed: '0.00',
      },
    ]);
  });
});

describe('refusals', () => {
  const refused = async (token: string, body: Record<string, unknown>, status: number, message: string) => {
    const r = await t.service(token, {
      opid: 'TG-CORPORATEDASHBOARDDATA',
      fromdate: '2026-04-01',
      todate: '2026-04-30',
      reportname: 'travelsummary',
      ...body,
    });
    expect(r.statusCode, r.body).toBe(status);
    expect(r.json().ResponseStatus.message).toContain(message);
  };

  it('names the field of bad input', async () => {
    await refused(finance, { reportname: 'bogus' }, 400, 'reportname must be one of');
    await refused(finance, { fromdate: undefined }, 400, 'fromdate is required');
    await refused(finance, { todate: '2026-02-30' }, 400, 'todate');
    await refused(finance, { todate: '2026-03-01' }, 400, 'todate must not be before fromdate');
    await refused(finance, { count: 0 }, 400, 'count must be a whole number');
    await refused(finance, { searchcriteria: '{bad' }, 400, 'searchcriteria is not valid JSON');
    await refused(finance, criteria({ datetype: 'paid' }), 400, 'searchcriteria.datetype must be booking or travel');
  });

  it('refuses a traveller', async () => {
    await refused(await t.token('traveller@acme.test'), {}, 403, '');
  });
});
