import { parseMinorUnits } from '../../domain/money';
import type { TravellerDashboardData } from './traveller-dashboard-api';
import { monthLabel } from './month-label';
import type { ReportColumn, ReportTable } from './report-tables';

/*
 * The traveller dashboard's reports as plain tables, as report-tables.ts does for /dashboard: what
 * the figures' hidden tables show screen readers and what the exports write.
 */

const text = (label: string): ReportColumn => ({ label, kind: 'text' });
const count = (label: string): ReportColumn => ({ label, kind: 'count' });
const money = (label: string): ReportColumn => ({ label, kind: 'money' });

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export interface TravellerTables {
  spendbymonth: ReportTable;
  spendbyproduct: ReportTable;
  policy: ReportTable;
  upcoming: ReportTable;
}

export function travellerTables(data: TravellerDashboardData): TravellerTables {
  return {
    spendbymonth: {
      id: 'spendbymonth',
      title: 'Spend by month',
      columns: [text('Month'), count('Bookings'), money('Spend')],
      rows: data.spendbymonth.map((r) => [monthLabel(r.month), r.bookings, r.amount]),
    },
    spendbyproduct: {
      id: 'spendbyproduct',
      title: 'Spend by product',
      columns: [text('Product'), count('Bookings'), money('Spend')],
      rows: data.spendbyproduct.map((r) => [capitalised(r.product), r.bookings, r.amount]),
    },
    policy: {
      id: 'policy',
      title: 'In and out of policy',
      columns: [text('Policy'), count('Bookings'), money('Missed savings')],
      rows: data.policy.map((r) => [r.group === 'In Policy' ? 'In policy' : 'Out of policy', r.bookings, r.missed]),
    },
    upcoming: {
      id: 'upcoming',
      title: 'Upcoming and past trips',
      columns: [text('Trips'), count('Bookings'), money('Spend')],
      rows: data.upcoming.map((r) => [capitalised(r.group), r.bookings, r.amount]),
    },
  };
}

/** The cards' figures: the window's spend and bookings, the trips still ahead, the savings missed. */
export function travellerTotals(data: TravellerDashboardData) {
  const sum = (amounts: string[]) => amounts.reduce((total, a) => total + parseMinorUnits(a), 0n);
  return {
    spend: sum(data.spendbyproduct.map((r) => r.amount)),
    bookings: data.spendbyproduct.reduce((n, r) => n + r.bookings, 0),
    upcoming: data.upcoming.find((r) => r.group === 'upcoming')?.bookings ?? 0,
    missed: sum(data.policy.map((r) => r.missed)),
  };
}
