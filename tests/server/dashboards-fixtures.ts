import { expect } from 'vitest';
import { bookingFacts } from '../../server/store/schema';
import { type TestApp, createTestApp } from './helpers/test-app';

/* Shared by the dashboard tests: the calls, and fact rows written as the lifecycle writes them. */

export const WINDOW = { fromdate: '2026-04-01', todate: '2026-04-30' };

export type Fact = typeof bookingFacts.$inferInsert;

/** A standing, in-policy, domestic Acme flight paid from the wallet; `over` changes what a case needs. */
export const fact = (over: Partial<Fact> & Pick<Fact, 'txid'>): Fact => ({
  corporateId: '1001',
  product: 'flight',
  travellerProfileId: '20001',
  bookerProfileId: '20001',
  merchant: 'IndiGo',
  bookingDate: '2026-04-02',
  travelDate: '2026-04-04',
  domInt: 'domestic',
  region: 'IN',
  paymentMode: 'cashcard',
  spendPaise: 0,
  taxesPaise: 0,
  state: 'standing',
  inPolicy: true,
  advanceDays: 2,
  updatedAt: new Date('2026-04-02T10:00:00Z'),
  ...over,
});

export const insertFacts = (t: TestApp, rows: Fact[]) => t.store.db.insert(bookingFacts).values(rows);

/** A dashboard report's rows; fails the test unless it answers 200 OK. */
export async function report(
  t: TestApp,
  token: string,
  reportname: string,
  fields: Record<string, unknown> = {},
  opid = 'TG-CORPORATEDASHBOARDDATA',
) {
  const r = await t.service(token, { opid, ...WINDOW, reportname, ...fields });
  expect(r.statusCode, r.body).toBe(200);
  expect(r.json().reportname).toBe(reportname);
  return r.json().DashboardData as Record<string, unknown>[];
}

/** TG-TOTALSALESCORPORATE's SalesReport. */
export async function sales(t: TestApp, token: string, fields: Record<string, unknown> = {}) {
  const r = await t.service(token, { opid: 'TG-TOTALSALESCORPORATE', ...WINDOW, ...fields });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().SalesReport as { totalsales: string; totalspend: string; missed: string; totalamendments: string };
}

export const criteria = (filter: Record<string, string>) => ({ searchcriteria: JSON.stringify(filter) });

/** A test app with the three logins every report test asks as: Acme's finance admin, a manager, another company's admin. */
export async function dashboardTestApp() {
  const t = await createTestApp();
  const [finance, manager, globexAdmin] = await Promise.all([
    t.token('finance@acme.test'),
    t.token('manager@acme.test'),
    t.token('traveladmin@globex.test'),
  ]);
  return { t, finance, manager, globexAdmin };
}
