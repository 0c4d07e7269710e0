import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/test-app';
import { criteria, dashboardTestApp, fact, insertFacts, report, WINDOW } from './dashboards-fixtures';

/*
 * TG-DASHBOARDBOOKINGS (docs/features/dashboards.md "Drill-down"): the bookings behind a bar, on a
 * fixed set of facts (April, booking date), each list worked out by hand; the keys are those the
 * reports' rows carry.
 *
 *   D1 Rahul 20001  IndiGo     04-02→04-04 dom  IN ₹5,000   in policy, advance 2, Sales, trip T1
 *   D2 Rahul 20001  Air India  04-05→04-25 intl AE ₹30,000  out of policy, company-paid, approval 5 h, advance 20, Sales
 *   D3 Sneha 20008  insurer    04-10→04-15 dom  IN ₹1,000   cancelled, all back, approval 50 h, advance 5, Engineering
 *   D4 Kavita 20004 IndiGo     04-12→05-20 dom  IN ₹8,000   out of policy, approval 2 h, advance 38, Engineering
 *   D5 Rahul 20001  IndiGo     04-20→04-30 dom  IN ₹6,000   replaced, ₹5,500 back, advance 10, Sales
 *   D6 Globex 30001 IndiGo     04-03→04-05 dom  IN ₹77,777  (another company)
 *   V1..V205 Arjun 20003 Vistara booked 03-15, travelling 04-15, ₹100 each (only in a travel-date window)
 */

const SALES = 'DP1001S';
const ENGG = 'DP1001E';

let t: TestApp;
let finance: string;
let manager: string;
let globexAdmin: string;
beforeAll(async () => {
  ({ t, finance, manager, globexAdmin } = await dashboardTestApp());
  await insertFacts(t, [
    fact({ txid: 'D1', tripId: 'T1', spendPaise: 500000, departmentId: SALES }),
    fact({
      txid: 'D2',
      merchant: 'Air India',
      bookingDate: '2026-04-05',
      travelDate: '2026-04-25',
      advanceDays: 20,
      domInt: 'international',
      region: 'AE',
      paymentMode: 'company',
      spendPaise: 3000000,
      inPolicy: false,
      approvalDelayMinutes: 300,
      departmentId: SALES,
    }),
    fact({
      txid: 'D3',
      product: 'insurance',
      travellerProfileId: '20008',
      merchant: 'Insurer',
      bookingDate: '2026-04-10',
      travelDate: '2026-04-15',
      advanceDays: 5,
      spendPaise: 100000,
      state: 'cancelled',
      refundPaise: 100000,
      approvalDelayMinutes: 3000,
      departmentId: ENGG,
    }),
    fact({
      txid: 'D4',
      travellerProfileId: '20004',
      bookingDate: '2026-04-12',
      travelDate: '2026-05-20',
      advanceDays: 38,
      spendPaise: 800000,
      inPolicy: false,
      approvalDelayMinutes: 120,
      departmentId: ENGG,
    }),
    fact({
      txid: 'D5',
      bookingDate: '2026-04-20',
      travelDate: '2026-04-30',
      advanceDays: 10,
      spendPaise: 600000,
      state: 'replaced',
      refundPaise: 550000,
      departmentId: SALES,
    }),
    fact({ txid: 'D6', corporateId: '1002', travellerProfileId: '30001', bookingDate: '2026-04-03', spendPaise: 7777700 }),
    ...Array.from({ length: 205 }, (_, i) =>
      fact({
        txid: `V${String(i + 1).padStart(3, '0')}`,
        travellerProfileId: '20003',
        merchant: 'Vistara',
        bookingDate: '2026-03-15',
        travelDate: '2026-04-15',
        advanceDays: 31,
        spendPaise: 10000,
      }),
    ),
  ]);
});
afterAll(() => t.close());

async function drill(token: string, reportname: string, key: string, fields: Record<string, unknown> = {}, status = 200) {
  const r = await t.service(token, { opid: 'TG-DASHBOARDBOOKINGS', ...WINDOW, reportname, key, ...fields });
  expect(r.statusCode, r.body).toBe(status);
  return r.json();
}
const txids = async (...args: Parameters<typeof drill>) =>
  ((await drill(...args)).Bookings as { txid: string }[]).map((b) => b.txid);

describe('the bookings behind a bar (latest first)', () => {
  it('a traveller: every booking of theirs, with the row a list shows', async () => {
    const answer = await drill(finance, 'topspendingtravellers', '20001');
    expect(answer).toMatchObject({ reportname: 'topspendingtravellers', key: '20001', limit: 200, more: false });
    expect(answer.Bookings.map((b: { txid: string }) => b.txid)).toEqual(['D5', 'D2', 'D1']);
    expect(answer.Bookings[0]).toEqual({
      txid: 'D5',
      product: 'flight',
      tripid: '',
      travellerprofileid: '20001',
      travellername: 'Rahul Verma',
      merchant: 'IndiGo',
      bookingdate: '2026-04-20',
      traveldate: '2026-04-30',
      spend: '6000.00',
      amount: '500.00',
      state: 'replaced',
      inpolicy: true,
    });
  });

  it('each report narrows the way it counts', async () => {
    expect(await txids(finance, 'violatingtravellers', '20001')).toEqual(['D2']);
    expect(await txids(finance, 'topexpensemerchants', 'IndiGo')).toEqual(['D5', 'D4', 'D1']);
    expect(await txids(finance, 'topexpensecategories', 'insurance')).toEqual(['D3']);
    expect(await txids(finance, 'advancepurchase', '8-14')).toEqual(['D5']);
    expect(await txids(finance, 'advancepurchase', '30+')).toEqual(['D4']);
    expect(await txids(finance, 'travelsummary', 'international')).toEqual(['D2']);
    expect(await txids(finance, 'approvaldelaytimecompliance', '48+')).toEqual(['D3']);
    expect(await txids(finance, 'approvaldelaytimecompliance', '0-4')).toEqual(['D4']);
    expect(await txids(finance, 'region', 'AE')).toEqual(['D2']);
    expect(await txids(finance, 'month', '2026-04')).toEqual(['D5', 'D4', 'D3', 'D2', 'D1']);
    expect(await txids(finance, 'policy', 'Out Of Policy')).toEqual(['D4', 'D2']);
    expect(await txids(finance, 'policy', 'In Policy')).toEqual(['D1']);
    expect(await txids(finance, 'department', ENGG)).toEqual(['D4', 'D3']);
  });

  it("a report row's key finds the bookings it counted", async () => {
    for (const row of await report(t, finance, 'advancepurchase')) {
      const bookings = (await drill(finance, 'advancepurchase', String(row.bucket))).Bookings as { state: string }[];
      expect(bookings.filter((b) => b.state === 'standing').length, String(row.bucket)).toBe(row.bookings);
    }
    for (const row of await report(t, finance, 'topspendingtravellers')) {
      const bookings = (await drill(finance, 'topspendingtravellers', String(row.profileid))).Bookings as { state: string }[];
      expect(bookings.filter((b) => b.state === 'standing').length, String(row.profileid)).toBe(row.bookings);
    }
  });

  it('filters, prepaid, and the cap of 200 rows', async () => {
    expect(await txids(finance, 'topexpensemerchants', 'IndiGo', criteria({ profileid: '20004' }))).toEqual(['D4']);
    expect(await txids(finance, 'travelsummary', 'international', { prepaid: true })).toEqual([]);
    expect(await txids(finance, 'topexpensemerchants', 'Vistara')).toEqual([]);
    const capped = await drill(finance, 'topexpensemerchants', 'Vistara', criteria({ datetype: 'travel' }));
    expect(capped).toMatchObject({ limit: 200, more: true });
    expect(capped.Bookings).toHaveLength(200);
    expect(capped.Bookings[0].txid).toBe('V205');
  });

  it("a travelmanager sees only their reportees'; another company only its own", async () => {
    expect(await txids(manager, 'topexpensemerchants', 'IndiGo')).toEqual(['D5', 'D1']);
    expect(await txids(manager, 'topspendingtravellers', '20004')).toEqual([]);
    expect(await txids(globexAdmin, 'topexpensemerchants', 'IndiGo')).toEqual(['D6']);
    expect(await txids(globexAdmin, 'topspendingtravellers', '20001')).toEqual([]);
  });
});

describe('refusals', () => {
  const message = async (fields: Record<string, unknown>) =>
    (await drill(finance, 'advancepurchase', '0-3', fields, 400)).ResponseStatus.message as string;

  it('refuses a traveller', async () => {
    await drill(await t.token('traveller@acme.test'), 'topspendingtravellers', '20001', {}, 403);
  });

  it('names the field of bad input', async () => {
    expect(await message({ reportname: 'bogus' })).toContain('reportname must be one of');
    expect(await message({ key: undefined })).toContain('key is required');
    expect(await message({ key: 'soon' })).toContain('key must be one of 0-3');
    expect(await message({ reportname: 'month', key: '2026-4' })).toContain('key must be a month (YYYY-MM)');
    expect(await message({ reportname: 'policy', key: 'in' })).toContain("key must be one of In Policy, Out Of Policy");
    expect(await message({ prepaid: 'x' })).toContain('prepaid must be true or false');
    expect(await message({ todate: '2026-03-01' })).toContain('todate must not be before fromdate');
  });
});
