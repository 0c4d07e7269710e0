import type { MisRow } from '../../contract/dashboards/mis';
import type { FinancialGroupRowSchema, PolicyGroupRowSchema, RegionRow } from '../../contract/dashboards/regions';
import type * as v from 'valibot';
import { countryName } from '../../domain/country-name';
import type { ReportColumn, ReportTable } from './report-tables';

/*
 * The /reports screen's data as ReportTables (report-tables.ts), so the page, the hidden tables of
 * its charts and the CSV and Excel exports all write the same numbers.
 */

const text = (label: string): ReportColumn => ({ label, kind: 'text' });
const count = (label: string): ReportColumn => ({ label, kind: 'count' });
const money = (label: string): ReportColumn => ({ label, kind: 'money' });

const TRAVEL = { domestic: 'Domestic', international: 'International' } as Record<string, string>;

/** A region row's name: the country, or 'Unknown' when the booking did not say where it went. */
export const regionName = (code: string) => (code === '' ? 'Unknown' : countryName(code));

/** The MIS rows loaded so far, one per booking; the booking's id heads the row (and a phone's card). */
export function misTable(rows: readonly MisRow[]): ReportTable {
  return {
    id: 'bookings',
    title: 'Bookings',
    columns: [
      text('Booking'),
      text('Booked on'),
      text('Travels on'),
      text('Traveller'),
      text('Product'),
      text('Merchant'),
      text('Destination'),
      text('Travel'),
      text('Department'),
      money('Spend'),
      money('Refund'),
      money('Net amount'),
      text('Policy'),
      text('State'),
    ],
    rows: rows.map((r) => [
      r.txid,
      r.bookingdate,
      r.traveldate,
      r.travellername,
      r.product,
      r.merchant,
      [r.destinationcity, r.region && countryName(r.region)].filter(Boolean).join(', '),
      TRAVEL[r.domint] ?? r.domint,
      r.department,
      r.spend,
      r.refund,
      r.netamount,
      r.inpolicy ? 'In policy' : `Out of policy${r.policyreason ? `: ${r.policyreason}` : ''}`,
      r.state,
    ]),
  };
}

/** Spend by destination country with everything the server counts of it, the most spend first. */
export function regionTable(rows: readonly RegionRow[]): ReportTable {
  return {
    id: 'regions',
    title: 'Spend by region',
    columns: [
      text('Region'),
      count('Trips'),
      money('Flight spend'),
      money('Hotel spend'),
      money('Taxi spend'),
      money('Other spend'),
      money('Total spend'),
      money('Average flight'),
      money('Average hotel'),
      money('Average taxi'),
      count('Hotel nights'),
    ],
    rows: rows.map((r) => [
      regionName(r.region),
      r.tripsCount,
      r.totalFlightExpenseCost,
      r.totalHotelExpenseCost,
      r.totalTaxiExpenseCost,
      r.totalOtherExpenseCost,
      r.totalCost,
      r.averageFlightCost,
      r.averageHotelCost,
      r.averageTaxiCost,
      r.totalHotelNights,
    ]),
    keys: rows.map((r) => r.region),
    drill: 'region',
  };
}

/** Trips per region month by month: a row per month (every month of the window), a column per region. */
export function regionTripsTable(rows: readonly RegionRow[]): ReportTable {
  const months = rows[0]?.monthWiseData.map((m) => m.month) ?? [];
  return {
    id: 'regiontrips',
    title: 'Trips by region and month',
    columns: [text('Month'), ...rows.map((r) => count(regionName(r.region)))],
    rows: months.map((month, i) => [month, ...rows.map((r) => r.monthWiseData[i]?.tripsCount ?? 0)]),
    keys: months,
    drill: 'month',
  };
}

type FinancialGroupRow = v.InferOutput<typeof FinancialGroupRowSchema>;
type PolicyGroupRow = v.InferOutput<typeof PolicyGroupRowSchema>;

/** Domestic and international trips by the department they were charged to (the financial group), with its spend. */
export function travelByDepartmentTable(rows: readonly FinancialGroupRow[]): ReportTable {
  return {
    id: 'departmenttravel',
    title: 'Domestic and international by department',
    columns: [text('Department'), count('Domestic'), count('International'), count('Trips'), money('Total spend')],
    rows: rows.map((r) => [r.departmentname || 'No department', r.domestic, r.international, r.tripsCount, r.totalCost]),
    keys: rows.map((r) => r.department),
    drill: 'department',
  };
}

/** Trips in and out of policy by the department they were charged to. */
export function policyTable(rows: readonly PolicyGroupRow[]): ReportTable {
  return {
    id: 'departmentpolicy',
    title: 'Policy by department',
    columns: [text('Department'), count('In policy'), count('Out of policy'), count('Trips')],
    rows: rows.map((r) => [r.departmentname || 'No department', r.policyData['In Policy'], r.policyData['Out Of Policy'], r.tripsCount]),
    // A department's bar lists every booking charged to it ('' the bookings of no department).
    keys: rows.map((r) => r.department),
    drill: 'department',
  };
}
