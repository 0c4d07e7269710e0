import type { MisRow } from '../../contract/dashboards/mis';
import type { RegionRow } from '../../contract/dashboards/regions';
import type { Operation } from '../../contract/operation';

/* Answers of the /reports calls for ReportsScreen.test.tsx, shaped as tests/server/dashboards-regions.test.ts sees them. */

const OK = { status: 'OK', message: '' };

export const misRow = (n: number, overrides: Partial<MisRow> = {}): MisRow => ({
  txid: `TX${1000 + n}`,
  product: 'insurance',
  tripid: '',
  travellerprofileid: '20001',
  travellername: `Traveller ${n}`,
  bookerprofileid: '20001',
  bookername: `Traveller ${n}`,
  merchant: 'Sandbox Insurer',
  bookingdate: '2026-01-10',
  traveldate: '2026-01-20',
  domint: 'domestic',
  region: 'IN',
  destinationcity: 'Goa',
  department: 'Sales',
  departmentname: 'Sales',
  costcentre: '',
  costcentrename: '',
  project: '',
  projectname: '',
  paymentmode: 'cashcard',
  spend: '1234567.00',
  taxes: '0.00',
  amendments: 0,
  amendmentfees: '0.00',
  refund: '0.00',
  netamount: '1234567.00',
  state: 'standing',
  inpolicy: true,
  policyreason: '',
  missed: '0.00',
  advancedays: 10,
  approvaldelayminutes: null,
  ...overrides,
});

const months = (counts: number[]) => counts.map((tripsCount, i) => ({ month: `2026-0${i + 1}`, tripsCount }));

export const regionRow = (region: string, totalCost: string, tripsCount: number, monthly: number[]): RegionRow => ({
  region,
  tripsCount,
  totalFlightExpenseCost: totalCost,
  totalHotelExpenseCost: '0.00',
  totalTaxiExpenseCost: '0.00',
  totalOtherExpenseCost: '0.00',
  totalCost,
  averageFlightCost: '4500.00',
  averageHotelCost: '0.00',
  averageTaxiCost: '0.00',
  totalHotelNights: 0,
  monthWiseData: months(monthly),
});

export const REGIONS = {
  ResponseStatus: OK,
  DashboardData: [regionRow('SG', '150000.00', 2, [1, 0, 1]), regionRow('IN', '9000.00', 2, [2, 0, 0])],
  groupByFA: [
    { department: '1', departmentname: 'Sales', tripsCount: 3, domestic: 2, international: 1, totalCost: '155000.00' },
    { department: '', departmentname: '', tripsCount: 1, domestic: 1, international: 0, totalCost: '4500.00' },
  ],
  groupByPolicy: [
    { department: '1', departmentname: 'Sales', tripsCount: 3, policyData: { 'In Policy': 2, 'Out Of Policy': 1 } },
    { department: '', departmentname: '', tripsCount: 1, policyData: { 'In Policy': 1, 'Out Of Policy': 0 } },
  ],
};

/** TG-DASHBOARDBOOKINGS: one flight booking behind whichever row was opened. */
const drillAnswer = (fields: Record<string, unknown>) => ({
  ResponseStatus: OK,
  reportname: fields.reportname,
  key: fields.key,
  limit: 200,
  more: false,
  Bookings: [
    { txid: 'FL2001', product: 'flight', tripid: '', travellerprofileid: '20001', travellername: 'Traveller 1', merchant: 'IndiGo', bookingdate: '2026-01-05', traveldate: '2026-01-20', spend: '45000.00', amount: '45000.00', state: 'standing', inpolicy: true },
  ],
});

/** A fake `callOperation`: MIS pages of `pages` (page n is pages[n-1]), the regions above and their drill-down; the filter has nothing to pick. */
export function reportsAnswers(pages: MisRow[][]) {
  return async (op: Operation, fields: Record<string, unknown>) => {
    if (op.opid === 'TG-DASHBOARDFILTEROPTIONS') return { ResponseStatus: OK, departments: [], costcentres: [], projects: [], travellers: [] };
    if (op.opid === 'TG-INTICORPORATEDASHBOARDDATA') return REGIONS;
    if (op.opid === 'TG-DASHBOARDBOOKINGS') return drillAnswer(fields);
    const page = Number(fields.page ?? 1);
    const total = pages.reduce((n, p) => n + p.length, 0);
    return { ResponseStatus: OK, isglobal: Boolean(fields.isglobal), datetype: fields.datetype ?? 'booking', page, pagesize: 5000, total, more: page < pages.length, MISData: pages[page - 1] ?? [] };
  };
}
