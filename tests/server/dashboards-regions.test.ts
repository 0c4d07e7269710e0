import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/test-app';
import { criteria, dashboardTestApp, fact, insertFacts } from './dashboards-fixtures';

/*
 * TG-INTICORPORATEDASHBOARDDATA and TG-CORPORATEREPORT globalmistraveljson
 * (docs/features/dashboards.md "Regions", "MIS report") on a fixed set of facts, April and May,
 * each expectation worked out by hand. Sales = DP1001S, Engineering = DP1001E.
 *
 *   R1 Rahul 20001  trip T1  flight    IN 04-02→04-04 dom  ₹5,000   in policy, Sales
 *   R2 Rahul 20001  trip T1  insurance IN 04-02→04-04 dom  ₹500     Sales
 *   R3 Rahul 20001  trip T2  flight    AE 04-05→04-25 intl ₹30,000  out of policy, missed ₹4,000, Sales
 *   R4 Sneha 20008  no trip  flight    AE 04-10→05-02 intl ₹20,000  cancelled, ₹18,000 back, Engineering
 *   R5 Kavita 20004 no trip  flight    IN 05-03→05-10 dom  ₹8,000   Engineering
 *   R6 Rahul 20001  trip T3  flight    AE 05-15→06-01 intl ₹25,000  Sales
 *   R7 Globex 30001          flight    IN 04-03→04-05 dom  ₹77,777  (another company)
 */

const WINDOW = { fromdate: '2026-04-01', todate: '2026-05-31' };
const SALES = 'DP1001S';
const ENGG = 'DP1001E';

let t: TestApp;
let finance: string;
let manager: string;
let globexAdmin: string;
beforeAll(async () => {
  ({ t, finance, manager, globexAdmin } = await dashboardTestApp());
  const intl = { domInt: 'international' as const, region: 'AE' };
  await insertFacts(t, [
    fact({ txid: 'R1', tripId: 'T1', spendPaise: 500000, taxesPaise: 50000, departmentId: SALES }),
    fact({ txid: 'R2', tripId: 'T1', product: 'insurance', merchant: 'Insurer', spendPaise: 50000, departmentId: SALES }),
    fact({
      txid: 'R3',
      tripId: 'T2',
      ...intl,
      merchant: 'Air India',
      bookingDate: '2026-04-05',
      travelDate: '2026-04-25',
      spendPaise: 3000000,
      inPolicy: false,
      policyReason: 'Fare above cap',
      missedPaise: 400000,
      departmentId: SALES,
    }),
    fact({
      txid: 'R4',
      travellerProfileId: '20008',
      ...intl,
      bookingDate: '2026-04-10',
      travelDate: '2026-05-02',
      spendPaise: 2000000,
      taxesPaise: 200000,
      state: 'cancelled',
      refundPaise: 1800000,
      paymentMode: 'company',
      destinationCity: 'Dubai',
      costCenterId: 'CC9',
      projectId: 'P9',
      advanceDays: 22,
      approvalDelayMinutes: 90,
      departmentId: ENGG,
    }),
    fact({
      txid: 'R5',
      travellerProfileId: '20004',
      bookingDate: '2026-05-03',
      travelDate: '2026-05-10',
      spendPaise: 800000,
      departmentId: ENGG,
    }),
    fact({
      txid: 'R6',
      tripId: 'T3',
      ...intl,
      bookingDate: '2026-05-15',
      travelDate: '2026-06-01',
      spendPaise: 2500000,
      departmentId: SALES,
    }),
    fact({ txid: 'R7', corporateId: '1002', travellerProfileId: '30001', tripId: 'T1', spendPaise: 7777700 }),
  ]);
});
afterAll(() => t.close());

async function inti(token: string, fields: Record<string, unknown> = {}) {
  const r = await t.service(token, { opid: 'TG-INTICORPORATEDASHBOARDDATA', ...WINDOW, ...fields });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as { DashboardData: Record<string, unknown>[]; groupByFA: unknown[]; groupByPolicy: unknown[] };
}

const zeroes = {
  totalHotelExpenseCost: '0.00',
  totalTaxiExpenseCost: '0.00',
  averageHotelCost: '0.00',
  averageTaxiCost: '0.00',
  totalHotelNights: 0,
};
const months = (april: number, may: number) => [
  { month: '2026-04', tripsCount: april },
  { month: '2026-05', tripsCount: may },
];
/** T2 and T3 (R4 was cancelled: no trip); spend R3 + R4's kept ₹2,000 + R6. */
const AE = {
  region: 'AE',
  tripsCount: 2,
  totalFlightExpenseCost: '57000.00',
  totalOtherExpenseCost: '0.00',
  totalCost: '57000.00',
  averageFlightCost: '28500.00',
  ...zeroes,
  monthWiseData: months(1, 1),
};
/** T1 (flight and insurance: one trip) and R5 alone. */
const IN = {
  region: 'IN',
  tripsCount: 2,
  totalFlightExpenseCost: '13000.00',
  totalOtherExpenseCost: '500.00',
  totalCost: '13500.00',
  averageFlightCost: '6500.00',
  ...zeroes,
  monthWiseData: months(1, 1),
};

describe('TG-INTICORPORATEDASHBOARDDATA', () => {
  it('regions: trips, spend by product, averages per trip, every month of the window; most spend first', async () => {
    expect((await inti(finance)).DashboardData).toEqual([AE, IN]);
  });

  it('groupByFA and groupByPolicy by department, with its name', async () => {
    const answer = await inti(finance);
    expect(answer.groupByFA).toEqual([
      { department: SALES, departmentname: 'Sales', tripsCount: 3, domestic: 1, international: 2, totalCost: '60500.00' },
      { department: ENGG, departmentname: 'Engineering', tripsCount: 1, domestic: 1, international: 0, totalCost: '10000.00' },
    ]);
    expect(answer.groupByPolicy).toEqual([
      { department: SALES, departmentname: 'Sales', tripsCount: 3, policyData: { 'In Policy': 2, 'Out Of Policy': 1 } },
      { department: ENGG, departmentname: 'Engineering', tripsCount: 1, policyData: { 'In Policy': 1, 'Out Of Policy': 0 } },
    ]);
  });

  it('travel date window: R6 travels in June (out), R4 in May but cancelled', async () => {
    const rows = (await inti(finance, criteria({ datetype: 'travel' }))).DashboardData;
    expect(rows[0]).toEqual({ ...AE, tripsCount: 1, totalFlightExpenseCost: '32000.00', totalCost: '32000.00', averageFlightCost: '32000.00', monthWiseData: months(1, 0) });
  });

  it('filters: international only, one department', async () => {
    expect((await inti(finance, criteria({ domint: 'international' }))).DashboardData).toEqual([AE]);
    const engg = await inti(finance, criteria({ department: ENGG }));
    expect(engg.DashboardData.map((r) => [r.region, r.tripsCount, r.totalCost])).toEqual([
      ['IN', 1, '8000.00'],
      ['AE', 0, '2000.00'],
    ]);
  });

  it("a travelmanager sees only their reportees' trips (not Kavita's R5)", async () => {
    const answer = await inti(manager);
    expect(answer.DashboardData).toEqual([
      AE,
      { ...IN, tripsCount: 1, totalFlightExpenseCost: '5000.00', totalCost: '5500.00', averageFlightCost: '5000.00', monthWiseData: months(1, 0) },
    ]);
  });

  it("another company sees only its own, never Acme's", async () => {
    const answer = await inti(globexAdmin);
    expect(answer.DashboardData.map((r) => [r.region, r.totalCost])).toEqual([['IN', '77777.00']]);
    expect(answer.groupByFA).toEqual([
      { department: '', departmentname: '', tripsCount: 1, domestic: 1, international: 0, totalCost: '77777.00' },
    ]);
  });

  it('refuses a traveller and names the field of bad input', async () => {
    const traveller = await t.token('traveller@acme.test');
    expect((await t.service(traveller, { opid: 'TG-INTICORPORATEDASHBOARDDATA', ...WINDOW })).statusCode).toBe(403);
    const bad = await t.service(finance, { opid: 'TG-INTICORPORATEDASHBOARDDATA', ...WINDOW, todate: '2026-03-01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().ResponseStatus.message).toContain('todate must not be before fromdate');
    const json = await t.service(finance, { opid: 'TG-INTICORPORATEDASHBOARDDATA', ...WINDOW, searchcriteria: '{' });
    expect(json.statusCode).toBe(400);
    expect(json.json().ResponseStatus.message).toContain('searchcriteria is not valid JSON');
  });
});

async function mis(token: string, fields: Record<string, unknown> = {}, status = 200) {
  const r = await t.service(token, { opid: 'TG-CORPORATEREPORT', actioncode: 'globalmistraveljson', ...WINDOW, ...fields });
  expect(r.statusCode, r.body).toBe(status);
  return r.json();
}
const txids = (answer: { MISData: { txid: string }[] }) => answer.MISData.map((r) => r.txid);

describe('TG-CORPORATEREPORT globalmistraveljson', () => {
  it('one row per booking, oldest first, with the finance columns', async () => {
    const answer = await mis(finance);
    expect(answer).toMatchObject({ isglobal: false, datetype: 'booking', page: 1, pagesize: 5000, total: 6, more: false });
    expect(txids(answer)).toEqual(['R1', 'R2', 'R3', 'R4', 'R5', 'R6']);
    expect(answer.MISData[3]).toEqual({
      txid: 'R4',
      product: 'flight',
      tripid: '',
      travellerprofileid: '20008',
      travellername: 'Sneha Kulkarni',
      bookerprofileid: '20001',
      bookername: 'Rahul Verma',
      merchant: 'IndiGo',
      bookingdate: '2026-04-10',
      traveldate: '2026-05-02',
      domint: 'international',
      region: 'AE',
      destinationcity: 'Dubai',
      department: ENGG,
      costcentre: 'CC9',
      project: 'P9',
      departmentname: 'Engineering',
      costcentrename: '',
      projectname: '',
      paymentmode: 'company',
      spend: '20000.00',
      taxes: '2000.00',
      amendments: 0,
      amendmentfees: '0.00',
      refund: '18000.00',
      netamount: '2000.00',
      state: 'cancelled',
      inpolicy: true,
      policyreason: '',
      missed: '0.00',
      advancedays: 22,
      approvaldelayminutes: 90,
    });
    expect(answer.MISData[2]).toMatchObject({ inpolicy: false, policyreason: 'Fare above cap', missed: '4000.00', approvaldelayminutes: null });
  });

  it('datetype travel (R6 travels in June); a filter; a later page is empty', async () => {
    expect(txids(await mis(finance, { datetype: 'travel' }))).toEqual(['R1', 'R2', 'R3', 'R4', 'R5']);
    expect(txids(await mis(finance, criteria({ department: ENGG })))).toEqual(['R4', 'R5']);
    expect(await mis(finance, { page: 2 })).toMatchObject({ page: 2, total: 6, more: false, MISData: [] });
  });

  it('isglobal: the whole company for the admin group; a travelmanager gets their reportees, never the whole company', async () => {
    expect(txids(await mis(finance, { isglobal: true }))).toEqual(['R1', 'R2', 'R3', 'R4', 'R5', 'R6']);
    expect(txids(await mis(manager))).toEqual(['R1', 'R2', 'R3', 'R4', 'R6']);
    expect((await mis(manager, { isglobal: 'true' }, 403)).ResponseStatus.message).toContain('isglobal');
  });

  it("another company's rows are never shown", async () => {
    expect(txids(await mis(globexAdmin, { isglobal: true }))).toEqual(['R7']);
  });

  it('refuses a traveller; bad input names its field', async () => {
    await mis(await t.token('traveller@acme.test'), {}, 403);
    expect((await mis(finance, { isglobal: 'yes' }, 400)).ResponseStatus.message).toContain('isglobal must be true or false');
    expect((await mis(finance, { datetype: 'paid' }, 400)).ResponseStatus.message).toContain('datetype must be booking or travel');
    expect((await mis(finance, { page: 0 }, 400)).ResponseStatus.message).toContain('page must be a whole number');
  });
});
