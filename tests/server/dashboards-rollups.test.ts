import { ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, indiaToday } from '../../src/domain/calendar-days';
import { windowMonths } from '../../server/features/dashboards/window-months';
import { bookingFactDays, bookingFactTravellerMonths, bookingFacts } from '../../server/store/schema';
import { seedDemoIfEmpty } from '../../server/store/seed';
import { type TestApp, createTestApp } from './helpers/test-app';
import { openTestStore } from './helpers/test-store';

/*
 * The roll-ups (docs/features/dashboards.md "Roll-ups"): the reports read from them what they would
 * read from the facts, and the triggers keep them equal to a roll-up made afresh after any insert,
 * update or delete of facts. The facts side is read through the same calls: a report filtered to
 * one traveller reads the facts, and so does a travellers' list over days that hold no whole month.
 */

const NOW = new Date('2026-06-15T06:30:00Z');
const TODAY = indiaToday(NOW);
const YEAR = { fromdate: addDays(TODAY, -364), todate: TODAY };

let t: TestApp;
let finance: string;
let travellers: string[];
beforeAll(async () => {
  const store = await openTestStore();
  await seedDemoIfEmpty(store.db, NOW, [], { history: true });
  t = await createTestApp({}, store);
  finance = await t.token('finance@acme.test');
  const rows = await store.db.selectDistinct({ id: bookingFacts.travellerProfileId }).from(bookingFacts).orderBy(bookingFacts.travellerProfileId);
  travellers = rows.map((r) => r.id);
});
afterAll(async () => {
  await t.close();
  await t.store.close();
});

type Window = { fromdate: string; todate: string };
type Filter = Record<string, string>;

async function ask(body: Record<string, unknown>) {
  const r = await t.service(finance, body);
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as Record<string, unknown>;
}

const reportRows = async (reportname: string, window: Window, filter: Filter, prepaid = false) =>
  (
    await ask({
      opid: prepaid ? 'TG-PREPAIDDASHBOARDDATA' : 'TG-CORPORATEDASHBOARDDATA',
      reportname,
      count: 100,
      ...window,
      searchcriteria: JSON.stringify(filter),
    })
  ).DashboardData as Record<string, string | number>[];

/** Adds rows of one report by key: counts as numbers, amounts as paise. */
function addUp(into: Map<string, Record<string, bigint>>, rows: Record<string, string | number>[], key: string, skip: string[] = []) {
  for (const row of rows) {
    const sums = into.get(String(row[key])) ?? {};
    for (const [field, value] of Object.entries(row)) {
      if (field === key || skip.includes(field) || field === 'travellername') continue;
      const units = typeof value === 'number' ? BigInt(value) : BigInt(String(value).replace('.', ''));
      sums[field] = (sums[field] ?? 0n) + units;
    }
    into.set(String(row[key]), sums);
  }
  return into;
}

const GROUP_REPORTS: [string, string, string[]][] = [
  ['travelsummary', 'group', []],
  ['advancepurchase', 'bucket', []],
  ['approvaldelaytimecompliance', 'bucket', ['averagehours']],
  ['topexpensemerchants', 'name', []],
  ['topexpensecategories', 'name', []],
];

const CASES: { name: string; window: Window; filter: Filter; prepaid?: boolean }[] = [
  { name: 'the year', window: YEAR, filter: {} },
  { name: 'mid-month to mid-month, on the travel day', window: { fromdate: '2026-01-10', todate: '2026-04-20' }, filter: { datetype: 'travel' } },
  { name: 'whole months of one department', window: { fromdate: '2026-02-01', todate: '2026-05-31' }, filter: { department: 'DP1001S' } },
  { name: 'international, prepaid', window: YEAR, filter: { domint: 'international' }, prepaid: true },
  { name: 'one day', window: { fromdate: '2026-03-03', todate: '2026-03-03' }, filter: {} },
];

describe('the reports read the same from the roll-ups as from the facts', () => {
  for (const c of CASES) {
    it(`groups and totals: ${c.name}`, async () => {
      for (const [reportname, key, skip] of GROUP_REPORTS) {
        const whole = addUp(new Map(), await reportRows(reportname, c.window, c.filter, c.prepaid), key, skip);
        const byTraveller = new Map<string, Record<string, bigint>>();
        for (const profileid of travellers) {
          addUp(byTraveller, await reportRows(reportname, c.window, { ...c.filter, profileid }, c.prepaid), key, skip);
        }
        // Groups no booking reached answer zeros in both; the fixed groups are always there.
        const nonZero = (m: Map<string, Record<string, bigint>>) =>
          new Map([...m].filter(([, sums]) => Object.values(sums).some((v) => v !== 0n)));
        expect(nonZero(whole), reportname).toEqual(nonZero(byTraveller));
      }
      const totals = async (filter: Filter) =>
        (await ask({ opid: 'TG-TOTALSALESCORPORATE', ...c.window, prepaid: c.prepaid ?? false, searchcriteria: JSON.stringify(filter) }))
          .SalesReport as Record<string, string>;
      const summedTotals = addUp(new Map(), await Promise.all(travellers.map(async (profileid) => ({ k: '', ...(await totals({ ...c.filter, profileid })) }))), 'k');
      expect(addUp(new Map(), [{ k: '', ...(await totals(c.filter)) }], 'k')).toEqual(summedTotals);
    });

    it(`travellers: ${c.name}`, async () => {
      const { months } = windowMonths(c.window.fromdate, c.window.todate);
      // Pieces from the 16th to the 15th hold no whole month, so each is read from the facts.
      const pieces: Window[] = [];
      for (let from = c.window.fromdate; from <= c.window.todate; ) {
        const sixteenth = `${from.slice(0, 7)}-16`;
        const end = from < sixteenth ? addDays(sixteenth, -1) : `${addDays(`${from.slice(0, 7)}-28`, 4).slice(0, 7)}-15`;
        const to = end < c.window.todate ? end : c.window.todate;
        pieces.push({ fromdate: from, todate: to });
        from = addDays(to, 1);
      }
      expect(pieces.every((p) => windowMonths(p.fromdate, p.todate).months === null)).toBe(true);
      for (const reportname of ['topspendingtravellers', 'violatingtravellers']) {
        const whole = addUp(new Map(), await reportRows(reportname, c.window, c.filter, c.prepaid), 'profileid');
        const fromFacts = new Map<string, Record<string, bigint>>();
        for (const piece of pieces) addUp(fromFacts, await reportRows('topspendingtravellers', piece, c.filter, c.prepaid), 'profileid');
        const expected = reportname === 'topspendingtravellers' ? fromFacts : new Map([...fromFacts].filter(([, s]) => s.outofpolicy! > 0n));
        expect(whole, `${reportname}${months ? ' (with whole months)' : ''}`).toEqual(expected);
      }
    });
  }
});

describe('the triggers keep the roll-ups', () => {
  /** Rows that still count something, in key order (a row whose facts all left stays, at zero). */
  const snapshot = async () => {
    const d = bookingFactDays;
    const m = bookingFactTravellerMonths;
    const filters = (r: typeof d | typeof m) => [r.departmentId, r.costCenterId, r.projectId, r.domInt, r.paymentMode];
    return {
      days: await t.store.db.select().from(d).where(ne(d.facts, 0)).orderBy(d.corporateId, d.dayKind, d.kind, d.day, d.key, ...filters(d)),
      months: await t.store.db.select().from(m).where(ne(m.facts, 0)).orderBy(m.corporateId, m.dayKind, m.month, m.travellerProfileId, ...filters(m)),
    };
  };

  it('equal a roll-up made afresh after facts are changed, moved and deleted', async () => {
    const db = t.store.db;
    await db.execute(sql`update booking_facts set state = 'cancelled', refund_paise = spend_paise / 2 where txid in ('DEMO-000010', 'DEMO-000011')`);
    await db.execute(sql`update booking_facts set department_id = 'DP1001E', booking_date = booking_date - 40, travel_date = travel_date + 3 where txid like 'DEMO-00002%'`);
    await db.execute(sql`update booking_facts set approval_delay_minutes = null, in_policy = not in_policy where txid like 'DEMO-00003%'`);
    await db.execute(sql`delete from booking_facts where txid like 'DEMO-00004%'`);
    const kept = await snapshot();
    expect(kept.days.length).toBeGreaterThan(1000);
    await db.execute(sql`delete from booking_fact_days`);
    await db.execute(sql`delete from booking_fact_traveller_months`);
    await db.execute(sql`select booking_fact_rollups_apply((select jsonb_agg(f) from booking_facts f), 1)`);
    expect(await snapshot()).toEqual(kept);
  });
});
