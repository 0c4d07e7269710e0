import type { DashboardWidget } from '../../contract/dashboards/config';
import type { DrillReport } from '../../contract/dashboards/drilldown';
import type { DashboardData } from './dashboard-api';
import { monthLabel } from './month-label';

/*
 * Every report of a dashboard as a plain table: what the figures show to screen readers, and what
 * the exports (CSV, Excel, PDF) write, so the numbers on screen and in a file are the same.
 */

/** money: a decimal rupee string as the wire has it ('1234.50'). */
export type ColumnKind = 'text' | 'count' | 'money' | 'number';

export interface ReportColumn {
  label: string;
  kind: ColumnKind;
}

export type ReportCell = string | number;

/**
 * The /reports screen's tables, which are not reports of DashboardData. A named list rather than
 * `string`: /dashboard looks its tables up by id and relies on every id being a known key.
 */
export type ReportsTableId = 'bookings' | 'regions' | 'regiontrips' | 'departmenttravel' | 'departmentpolicy';

/** The /traveller-dashboard tables: TG-EMPLOYEEDASHBOARDDATA's report names. */
export type TravellerTableId = 'spendbymonth' | 'spendbyproduct' | 'policy' | 'upcoming';

/** /dashboard's two tables of TG-SALESBYMONTH. */
export type MonthlyTableId = 'spendmissedbymonth' | 'spendamendmentsbymonth';

export interface ReportTable {
  /** The report's name on the wire; also the exported file's name. */
  id: keyof DashboardData | ReportsTableId | TravellerTableId | MonthlyTableId;
  title: string;
  columns: ReportColumn[];
  rows: ReportCell[][];
  /** Each row's key on the wire (a profileid, a name, a bucket), for the bookings behind it; absent where a row has none. */
  keys?: string[];
  /** The drill-down's report name for those keys, when it is not `id` (a month's bar: 'month'). */
  drill?: DrillReport;
  /** The workbook's sheet name, when the title is longer than Excel's 31 characters. */
  sheet?: string;
}

const text = (label: string): ReportColumn => ({ label, kind: 'text' });
const count = (label: string): ReportColumn => ({ label, kind: 'count' });
const money = (label: string): ReportColumn => ({ label, kind: 'money' });

const TOTALS_ROWS = [
  ['totalsales', 'Total sales'],
  ['totalspend', 'Total spend'],
  ['missed', 'Missed savings'],
  ['totalamendments', 'Amendments'],
] as const;

const GROUP_NAMES = { domestic: 'Domestic', international: 'International' } as const;

/** The dashboard's widgets by name, as the page titles them (and the dashboard config lists them). */
export const WIDGET_TITLES = {
  totals: 'Totals',
  topspendingtravellers: 'Top spending travellers',
  violatingtravellers: 'Travellers out of policy',
  topexpensemerchants: 'Top merchants',
  topexpensecategories: 'Top expense categories',
  advancepurchase: 'Advance purchase',
  approvaldelaytimecompliance: 'Approval delay',
  travelsummary: 'Domestic and international',
} as const satisfies Record<DashboardWidget, string>;

/** TG-SALESBYMONTH's spend against another of its measures, a row per month keyed for the drill-down. */
function monthlyTable(data: DashboardData, id: MonthlyTableId, title: string, measure: 'missed' | 'totalamendments', label: string): ReportTable {
  return {
    id,
    title,
    columns: [text('Month'), count('Bookings'), money('Spend'), money(label)],
    rows: data.salesbymonth.map((m) => [monthLabel(m.month), m.bookings, m.totalspend, m[measure]]),
    keys: data.salesbymonth.map((m) => m.month),
    drill: 'month',
  };
}

/** The dashboard's tables in the order the page shows them. */
export function reportTables(data: DashboardData): ReportTable[] {
  return [
    { id: 'totals', title: WIDGET_TITLES.totals, columns: [text('Measure'), money('Amount')], rows: TOTALS_ROWS.map(([key, label]) => [label, data.totals[key]]) },
    {
      id: 'topspendingtravellers',
      title: WIDGET_TITLES.topspendingtravellers,
      columns: [text('Traveller'), count('Bookings'), money('Spend')],
      rows: data.topspendingtravellers.map((r) => [r.travellername, r.bookings, r.amount]),
      keys: data.topspendingtravellers.map((r) => r.profileid),
    },
    {
      id: 'violatingtravellers',
      title: WIDGET_TITLES.violatingtravellers,
      columns: [text('Traveller'), count('Out-of-policy bookings'), money('Spend')],
      rows: data.violatingtravellers.map((r) => [r.travellername, r.outofpolicy, r.amount]),
      keys: data.violatingtravellers.map((r) => r.profileid),
    },
    {
      id: 'topexpensemerchants',
      title: WIDGET_TITLES.topexpensemerchants,
      columns: [text('Merchant'), count('Bookings'), money('Spend')],
      rows: data.topexpensemerchants.map((r) => [r.name, r.bookings, r.amount]),
      keys: data.topexpensemerchants.map((r) => r.name),
    },
    {
      id: 'topexpensecategories',
      title: WIDGET_TITLES.topexpensecategories,
      columns: [text('Category'), count('Bookings'), money('Spend')],
      rows: data.topexpensecategories.map((r) => [r.name, r.bookings, r.amount]),
      keys: data.topexpensecategories.map((r) => r.name),
    },
    {
      id: 'advancepurchase',
      title: WIDGET_TITLES.advancepurchase,
      columns: [text('Days ahead'), count('Bookings'), money('Spend')],
      rows: data.advancepurchase.map((r) => [r.bucket, r.bookings, r.amount]),
      keys: data.advancepurchase.map((r) => r.bucket),
    },
    {
      id: 'approvaldelaytimecompliance',
      title: WIDGET_TITLES.approvaldelaytimecompliance,
      columns: [text('Hours to decide'), count('Bookings'), { label: 'Average hours', kind: 'number' }],
      rows: data.approvaldelaytimecompliance.map((r) => [r.bucket, r.bookings, r.averagehours]),
      keys: data.approvaldelaytimecompliance.map((r) => r.bucket),
    },
    {
      id: 'travelsummary',
      title: WIDGET_TITLES.travelsummary,
      columns: [text('Travel'), count('Bookings'), money('Spend'), count('In policy'), count('Out of policy'), count('Cancelled'), money('Missed savings')],
      rows: data.travelsummary.map((r) => [GROUP_NAMES[r.group], r.bookings, r.amount, r.inpolicy, r.outofpolicy, r.cancelled, r.missed]),
      keys: data.travelsummary.map((r) => r.group),
    },
    { ...monthlyTable(data, 'spendmissedbymonth', 'Spend and missed savings by month', 'missed', 'Missed savings'), sheet: 'Spend and missed savings' },
    monthlyTable(data, 'spendamendmentsbymonth', 'Spend and amendments by month', 'totalamendments', 'Amendment fees'),
  ];
}

/** One table by its report name. */
export function reportTable(data: DashboardData, id: ReportTable['id']): ReportTable {
  return reportTables(data).find((t) => t.id === id)!;
}
