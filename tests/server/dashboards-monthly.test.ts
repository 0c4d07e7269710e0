import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/test-app';
import { criteria, dashboardTestApp, fact, insertFacts, sales } from './dashboards-fixtures';

/*
 * TG-SALESBYMONTH, TG-TOTALSALESCORPORATE's prepaid and the MIS rows' master names
 * (docs/features/dashboards.md "Sales by month", "MIS report") on a fixed set of facts, each
 * expectation worked out by hand. Window 2026-03-15 to 2026-06-10: March to June.
 *
 *   M1 Rahul 20001  booked 03-20 travels 04-02  ₹10,000 card     standing, missed ₹500
 *   M2 Rahul 20001  booked 03-25 travels 03-28  ₹4,000  company  cancelled, ₹3,000 back
 *   M3 Kavita 20004 booked 05-05 travels 06-20  ₹20,000 card     standing, intl, missed ₹1,000
 *   M4 Sneha 20008  booked 05-10 travels 05-12  ₹6,000  company  replaced, ₹5,200 back, fee ₹800
 *   M5 Sneha 20008  booked 05-10 travels 05-15  ₹7,000  company  standing (M4's replacement)
 *   M6 Globex 30001 booked 04-10                ₹99,999           (another company)
 *   M7 Rahul 20001  booked 03-10 travels 03-16  ₹2,500  wallet   standing (in the window only by travel day)
 */

const WINDOW = { fromdate: '2026-03-15', todate: '2026-06-10' };

let t: TestApp;
let finance: string;
let manager: string;
let globexAdmin: string;
beforeAll(async () => {
  ({ t, finance, manager, globexAdmin } = await dashboardTestApp());
  const company = { paymentMode: 'company' as const };
  await insertFacts(t, [
    fact({
      txid: 'M1',
      bookingDate: '2026-03-20',
      travelDate: '2026-04-02',
      spendPaise: 10_000_00,
      paymentMode: 'creditcard',
      missedPaise: 500_00,
      departmentId: 'DP1001S',
      costCenterId: 'CC1001S',
      projectId: 'PRJ1001A',
    }),
    fact({
      txid: 'M2',
      bookingDate: '2026-03-25',
      travelDate: '2026-03-28',
      spendPaise: 4_000_00,
      ...company,
      state: 'cancelled',
      refundPaise: 3_000_00,
    }),
    // Globex's department id and Acme's retired cost centre.
    fact({
      txid: 'M3',
      travellerProfileId: '20004',
      bookingDate: '2026-05-05',
      travelDate: '2026-06-20',
      spendPaise: 20_000_00,
      paymentMode: 'creditcard',
      domInt: 'international',
      region: 'AE',
      missedPaise: 1_000_00,
      departmentId: 'DP1002O',
      costCenterId: 'CC1001M',
    }),
    fact({
      txid: 'M4',
      travellerProfileId: '20008',
      bookingDate: '2026-05-10',
      travelDate: '2026-05-12',
      spendPaise: 6_000_00,
      ...company,
      state: 'replaced',
      refundPaise: 5_200_00,
      amendments: 1,
      amendmentPaise: 800_00,
    }),
    fact({
      txid: 'M5',
      travellerProfileId: '20008',
      bookingDate: '2026-05-10',
      travelDate: '2026-05-15',
      spendPaise: 7_000_00,
      ...company,
    }),
    fact({
      txid: 'M6',
      corporateId: '1002',
      travellerProfileId: '30001',
      bookingDate: '2026-04-10',
      spendPaise: 99_999_00,
    }),
    fact({ txid: 'M7', bookingDate: '2026-03-10', travelDate: '2026-03-16', spendPaise: 2_500_00 }),
  ]);
});
afterAll(() => t.close());

async function byMonth(token: string, fields: Record<string, unknown> = {}) {
  const r = await t.service(token, { opid: 'TG-SALESBYMONTH', ...WINDOW, ...fields });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().SalesByMonth as unknown[];
}

const month = (
  key: string,
  bookings = 0,
  totalsales = '0.00',
  totalspend = '0.00',
  missed = '0.00',
  totalamendments = '0.00',
) => ({
  month: key,
  bookings,
  totalsales,
  totalspend,
  missed,
  totalamendments,
});
const empty = (key: string) => month(key);

describe('TG-SALESBYMONTH', () => {
  it('the SalesReport of every month of the window, empty months at zero', async () => {
    expect(await byMonth(finance)).toEqual([
      // M1 stands; M2 keeps its ₹1,000 penalty as spend.
      month('2026-03', 1, '10000.00', '11000.00', '500.00'),
      empty('2026-04'),
      // M3 and M5 stand; M4 keeps its ₹800 fee as spend and amendments.
      month('2026-05', 2, '27000.00', '27800.00', '1000.00', '800.00'),
      empty('2026-06'),
    ]);
  });

  it('the months add up to TG-TOTALSALESCORPORATE', async () => {
    expect(await sales(t, finance, WINDOW)).toEqual({
      totalsales: '37000.00',
      totalspend: '38800.00',
      missed: '1500.00',
      totalamendments: '800.00',
    });
  });

  it('prepaid leaves out the bookings billed to the company, here and in TG-TOTALSALESCORPORATE', async () => {
    expect(await byMonth(finance, { prepaid: true })).toEqual([
      month('2026-03', 1, '10000.00', '10000.00', '500.00'),
      empty('2026-04'),
      month('2026-05', 1, '20000.00', '20000.00', '1000.00'),
      empty('2026-06'),
    ]);
    expect(await sales(t, finance, { ...WINDOW, prepaid: true })).toEqual({
      totalsales: '30000.00',
      totalspend: '30000.00',
      missed: '1500.00',
      totalamendments: '0.00',
    });
  });

  it('datetype travel: each booking in the month it travels (M7 in, M3 out)', async () => {
    expect(await byMonth(finance, criteria({ datetype: 'travel' }))).toEqual([
      month('2026-03', 1, '2500.00', '3500.00'),
      month('2026-04', 1, '10000.00', '10000.00', '500.00'),
      month('2026-05', 1, '7000.00', '7800.00', '0.00', '800.00'),
      empty('2026-06'),
    ]);
  });

  it('a filter: international only', async () => {
    expect(await byMonth(finance, criteria({ domint: 'international' }))).toEqual([
      empty('2026-03'),
      empty('2026-04'),
      month('2026-05', 1, '20000.00', '20000.00', '1000.00'),
      empty('2026-06'),
    ]);
  });

  it("a travelmanager counts only their reportees (not Kavita's M3); another company only its own", async () => {
    expect(await byMonth(manager)).toEqual([
      month('2026-03', 1, '10000.00', '11000.00', '500.00'),
      empty('2026-04'),
      month('2026-05', 1, '7000.00', '7800.00', '0.00', '800.00'),
      empty('2026-06'),
    ]);
    expect(await byMonth(globexAdmin)).toEqual([
      empty('2026-03'),
      month('2026-04', 1, '99999.00', '99999.00'),
      empty('2026-05'),
      empty('2026-06'),
    ]);
  });

  it('a window across the new year has both months', async () => {
    expect(await byMonth(finance, { fromdate: '2025-12-20', todate: '2026-01-05' })).toEqual([
      empty('2025-12'),
      empty('2026-01'),
    ]);
  });

  it('refuses a traveller; bad input names its field', async () => {
    const traveller = await t.token('traveller@acme.test');
    expect((await t.service(traveller, { opid: 'TG-SALESBYMONTH', ...WINDOW })).statusCode).toBe(403);
    const bad = async (fields: Record<string, unknown>) => {
      const r = await t.service(finance, { opid: 'TG-SALESBYMONTH', ...WINDOW, ...fields });
      expect(r.statusCode, r.body).toBe(400);
      return r.json().ResponseStatus.message as string;
    };
    expect(await bad({ todate: '2026-03-01' })).toContain('todate must not be before fromdate');
    expect(await bad({ prepaid: 'yes' })).toContain('prepaid must be true or false');
    expect(await bad(criteria({ datetype: 'paid' }))).toContain('searchcriteria.datetype must be booking or travel');
    const totals = await t.service(finance, { opid: 'TG-TOTALSALESCORPORATE', ...WINDOW, prepaid: 1 });
    expect(totals.json().ResponseStatus.message).toContain('prepaid must be true or false');
  });
});

describe('TG-CORPORATEREPORT globalmistraveljson names', () => {
  it("names department, cost centre and project from the company's masters, '' when none or another company's", async () => {
    const r = await t.service(finance, { opid: 'TG-CORPORATEREPORT', actioncode: 'globalmistraveljson', ...WINDOW });
    expect(r.statusCode, r.body).toBe(200);
    const rows = r.json().MISData as Record<string, unknown>[];
    const names = (txid: string) => {
      const row = rows.find((x) => x.txid === txid)!;
      return [row.department, row.departmentname, row.costcentre, row.costcentrename, row.project, row.projectname];
    };
    expect(names('M1')).toEqual(['DP1001S', 'Sales', 'CC1001S', 'Sales', 'PRJ1001A', 'Client onboarding']);
    // A retired cost centre keeps its name; Globex's department id lends none.
    expect(names('M3')).toEqual(['DP1002O', '', 'CC1001M', 'Brand campaigns', '', '']);
    expect(names('M2')).toEqual(['', '', '', '', '', '']);
  });
});
