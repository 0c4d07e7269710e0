import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, indiaToday } from '../../src/domain/calendar-days';
import { REPORT_NAMES } from '../../src/contract/dashboards/reports';
import { bookingFacts } from '../../server/store/schema';
import { seedDemoIfEmpty } from '../../server/store/seed';
import { DEMO_HISTORY_BOOKINGS, historyFacts } from '../../server/store/seed-dashboard-history';
import { type TestApp, createTestApp } from './helpers/test-app';
import { openTestStore } from './helpers/test-store';

/*
 * The demo year of bookings (docs/features/dashboards.md "Demo history"): asked for explicitly, the
 * same on every seed for the same day, and enough for every report of the last 90 days.
 */

const NOW = new Date('2026-06-15T06:30:00Z');
const TODAY = indiaToday(NOW);
const LAST_90_DAYS = { fromdate: addDays(TODAY, -89), todate: TODAY };
const demoYear = (now: Date) =>
  [...historyFacts({ corporateId: '1001', idPrefix: 'DEMO-', count: DEMO_HISTORY_BOOKINGS, now })];

let t: TestApp;
let finance: string;
beforeAll(async () => {
  const store = await openTestStore();
  await seedDemoIfEmpty(store.db, NOW, [], { history: true });
  t = await createTestApp({}, store);
  finance = await t.token('finance@acme.test');
});
afterAll(async () => {
  await t.close();
  await t.store.close();
});

describe('demo history', () => {
  it('is the same rows for the same day, and moves with the day', () => {
    const once = demoYear(NOW);
    expect(demoYear(NOW)).toEqual(once);
    const later = demoYear(new Date('2026-07-15T06:30:00Z'));
    expect(later.map((r) => r.bookingDate)).not.toEqual(once.map((r) => r.bookingDate));
    expect(later[0]!.spendPaise).toBe(once[0]!.spendPaise);
  });

  it('seeds the generated year for Acme only, dated from the year before now to a few weeks ahead', async () => {
    const rows = await t.store.db.select().from(bookingFacts).orderBy(asc(bookingFacts.txid));
    expect(rows).toHaveLength(DEMO_HISTORY_BOOKINGS);
    expect(rows.map((r) => r.txid)).toEqual(demoYear(NOW).map((r) => r.txid));
    expect(rows[0]!.txid).toBe('DEMO-000001');
    expect(new Set(rows.map((r) => r.corporateId))).toEqual(new Set(['1001']));
    const bookingDays = rows.map((r) => r.bookingDate).sort();
    expect(bookingDays[0]! >= addDays(TODAY, -364)).toBe(true);
    expect(bookingDays.at(-1)! <= TODAY).toBe(true);
    expect(rows.some((r) => r.travelDate > addDays(TODAY, 14))).toBe(true);
    const states = new Set(rows.map((r) => r.state));
    expect(states).toEqual(new Set(['standing', 'cancelled', 'replaced']));
    expect(new Set(rows.map((r) => r.domInt))).toEqual(new Set(['domestic', 'international']));
    expect(new Set(rows.map((r) => r.departmentId))).toEqual(new Set(['DP1001S', 'DP1001E', 'DP1001M', '']));
  });

  it('answers every corporate report with data for the last 90 days', async () => {
    for (const reportname of REPORT_NAMES) {
      const r = await t.service(finance, { opid: 'TG-CORPORATEDASHBOARDDATA', ...LAST_90_DAYS, reportname });
      expect(r.statusCode, r.body).toBe(200);
      const rows = r.json().DashboardData as { bookings: number }[];
      expect(rows.length, reportname).toBeGreaterThan(0);
      // Grouped reports always answer every group: at least one of them must hold bookings.
      expect(rows.filter((row) => row.bookings > 0).length, reportname).toBeGreaterThan(0);
    }
    const totals = await t.service(finance, { opid: 'TG-TOTALSALESCORPORATE', ...LAST_90_DAYS });
    expect(totals.statusCode, totals.body).toBe(200);
    const { totalsales, missed, totalamendments } = totals.json().SalesReport as Record<string, string>;
    for (const amount of [totalsales, missed, totalamendments]) expect(Number(amount)).toBeGreaterThan(0);
  });

  it('fills the filters: a department, a project, international only', async () => {
    for (const filter of [{ department: 'DP1001E' }, { project: 'PRJ1001A' }, { domint: 'international' }]) {
      const r = await t.service(finance, {
        opid: 'TG-CORPORATEDASHBOARDDATA',
        ...LAST_90_DAYS,
        reportname: 'topexpensemerchants',
        searchcriteria: JSON.stringify(filter),
      });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().DashboardData.length, JSON.stringify(filter)).toBeGreaterThan(0);
    }
  });
});
