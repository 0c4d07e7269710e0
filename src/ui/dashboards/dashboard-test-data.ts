import type { Operation } from '../../contract/operation';

/* Answers of the dashboard calls for the component tests, shaped as tests/server/dashboards-*.test.ts see them. */

const OK = { status: 'OK', message: '' };

export const traveller = (n: number, amount: string) => ({
  profileid: `2000${n}`,
  travellername: `Traveller ${n}`,
  bookings: n,
  amount,
  outofpolicy: n % 2,
  missed: '0.00',
});

const ROWS: Record<string, unknown[]> = {
  topspendingtravellers: [traveller(1, '1234567.50'), traveller(2, '0.40')],
  violatingtravellers: [traveller(1, '1234567.50')],
  topexpensemerchants: [{ name: 'IndiGo', bookings: 2, amount: '9000.00' }],
  topexpensecategories: [{ name: 'flight', bookings: 2, amount: '9000.00' }],
  advancepurchase: ['0-3', '4-7', '8-14', '15-30', '30+'].map((bucket, i) => ({ bucket, bookings: i === 1 ? 2 : 0, amount: i === 1 ? '9000.00' : '0.00' })),
  approvaldelaytimecompliance: ['0-4', '4-24', '24-48', '48+'].map((bucket) => ({ bucket, bookings: bucket === '0-4' ? 1 : 0, averagehours: bucket === '0-4' ? '1.50' : '0.00' })),
  travelsummary: [
    { group: 'domestic', bookings: 2, amount: '9000.00', inpolicy: 1, outofpolicy: 1, cancelled: 0, missed: '250.00', amendments: '0.00' },
    { group: 'international', bookings: 0, amount: '0.00', inpolicy: 0, outofpolicy: 0, cancelled: 0, missed: '0.00', amendments: '0.00' },
  ],
};

const DRILL_ROWS = [
  { txid: 'FL1001', product: 'flight', tripid: '', travellerprofileid: '20001', travellername: 'Traveller 1', merchant: 'IndiGo', bookingdate: '2026-02-01', traveldate: '2026-02-10', spend: '9000.00', amount: '9000.00', state: 'standing', inpolicy: true },
  { txid: 'IN2002', product: 'insurance', tripid: '', travellerprofileid: '20001', travellername: 'Traveller 1', merchant: 'Acko', bookingdate: '2026-02-02', traveldate: '2026-02-10', spend: '450.00', amount: '0.00', state: 'cancelled', inpolicy: true },
];

const month = (m: string, bookings: number, totalspend: string, missed: string, totalamendments: string) => ({ month: m, bookings, totalsales: totalspend, totalspend, missed, totalamendments });
export const SALES_BY_MONTH = [month('2026-01', 0, '0.00', '0.00', '0.00'), month('2026-02', 2, '1200000.00', '250.00', '1500.00'), month('2026-03', 0, '0.00', '0.00', '0.00')];

const master = (id: string, name: string, active = true) => ({ id, name, active });
/** TG-DASHBOARDFILTEROPTIONS: Marketing is retired; travellers match the query on name, plus the one named. */
export const FILTER_OPTIONS = {
  departments: [master('DEP1', 'Sales'), master('DEP3', 'Marketing', false)],
  costcentres: [master('CC1', 'Field sales')],
  projects: [master('PRJ1', 'Launch')],
};
const PEOPLE = [
  { profileid: '20001', name: 'Traveller 1', email: 't1@acme.test' },
  { profileid: '20002', name: 'Priya Nair', email: 'priya@acme.test' },
];

export const TOTALS = { totalsales: '1234567.50', totalspend: '1200000.00', missed: '250.00', totalamendments: '0.00' };

/**
 * A fake `callOperation` answering every dashboard call; `rows` overrides a report's rows, `hidden`
 * lists the widgets the dashboard config hides.
 */
export function dashboardAnswers(rows: Record<string, unknown[]> = {}, totals = TOTALS, hidden: string[] = []) {
  return async (op: Operation, fields: Record<string, unknown>) => {
    if (op.opid === 'TG-TOTALSALESCORPORATE') return { ResponseStatus: OK, SalesReport: totals };
    if (op.opid === 'TG-SALESBYMONTH') return { ResponseStatus: OK, SalesByMonth: SALES_BY_MONTH };
    if (op.opid === 'TG-DASHBOARDFILTEROPTIONS') {
      const query = String(fields.travellerquery ?? '').toLowerCase();
      const travellers = PEOPLE.filter((p) => (query !== '' && p.name.toLowerCase().includes(query)) || p.profileid === fields.traveller);
      return { ResponseStatus: OK, ...FILTER_OPTIONS, travellers };
    }
    if (op.opid === 'TG-DASHBOARDBOOKINGS')
      return { ResponseStatus: OK, reportname: fields.reportname, key: fields.key, limit: 200, more: false, Bookings: DRILL_ROWS };
    if (op.opid === 'TG-GETDASHBOARDCONFIG')
      return { ResponseStatus: OK, DashboardConfig: { role: 'financeadmin', widgets: hidden.map((name) => ({ name, visible: false })) } };
    const name = String(fields.reportname);
    return { ResponseStatus: OK, reportname: name, DashboardData: rows[name] ?? ROWS[name] ?? [] };
  };
}
