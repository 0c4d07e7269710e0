import type { DashboardData } from './dashboard-api';

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

export interface ReportTable {
  /** The report's name on the wire; also the exported file's name. */
  id: keyof DashboardData;
  title: string;
  columns: ReportColumn[];
  rows: ReportCell[][];
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

/** The dashboard's tables in the order the page shows them. */
export function reportTables(data: DashboardData): ReportTable[] {
  return [
    { id: 'totals', title: 'Totals', columns: [text('Measure'), money('Amount')], rows: TOTALS_ROWS.map(([key, label]) => [label, data.totals[key]]) },
    {
      id: 'topspendingtravellers',
      title: 'Top spending travellers',
      columns: [text('Traveller'), count('Bookings'), money('Spend')],
      rows: data.topspendingtravellers.map((r) => [r.travellername, r.bookings, r.amount]),
    },
    {
      id: 'violatingtravellers',
      title: 'Travellers out of policy',
      columns: [text('Traveller'), count('Out-of-policy bookings'), money('Spend')],
      rows: data.violatingtravellers.map((r) => [r.travellername, r.outofpolicy, r.amount]),
    },
    {
      id: 'topexpensemerchants',
      title: 'Top merchants',
      columns: [text('Merchant'), count('Bookings'), money('Spend')],
      rows: data.topexpensemerchants.map((r) => [r.name, r.bookings, r.amount]),
    },
    {
      id: 'topexpensecategories',
      title: 'Top expense categories',
      columns: [text('Category'), count('Bookings'), money('Spend')],
      rows: data.topexpensecategories.map((r) => [r.name, r.bookings, r.amount]),
    },
    {
      id: 'advancepurchase',
      title: 'Advance purchase',
      columns: [text('Days ahead'), count('Bookings'), money('Spend')],
      rows: data.advancepurchase.map((r) => [r.bucket, r.bookings, r.amount]),
    },
    {
      id: 'approvaldelaytimecompliance',
      title: 'Approval delay',
      columns: [text('Hours to decide'), count('Bookings'), { label: 'Average hours', kind: 'number' }],
      rows: data.approvaldelaytimecompliance.map((r) => [r.bucket, r.bookings, r.averagehours]),
    },
    {
      id: 'travelsummary',
      title: 'Domestic and international',
      columns: [text('Travel'), count('Bookings'), money('Spend'), count('In policy'), count('Out of policy'), count('Cancelled'), money('Missed savings')],
      rows: data.travelsummary.map((r) => [GROUP_NAMES[r.group], r.bookings, r.amount, r.inpolicy, r.outofpolicy, r.cancelled, r.missed]),
    },
  ];
}

/** One table by its report name. */
export function reportTable(data: DashboardData, id: ReportTable['id']): ReportTable {
  return reportTables(data).find((t) => t.id === id)!;
}
