import type { ExpenseLine } from '../../contract/expenses/line-shape';
import type { ExpenseReport, ExpenseReportSummary } from '../../contract/expenses/report-shape';

/* Lines and reports as the server answers them, for the employee screens' tests (only *.test.tsx import this). */

export const OK = { ApiStatus: { Status: 'OK' } };

export function line(lineid: string, change: Partial<ExpenseLine> = {}): ExpenseLine {
  return {
    lineid,
    reportid: '',
    tripid: '',
    profileid: 'P1',
    kind: 'travel',
    linetype: 'expense',
    categoryid: 'C1',
    categoryname: 'Taxi',
    expensedate: '2026-11-02',
    merchant: 'Uber',
    notes: '',
    currency: 'INR',
    amount: '450.00',
    rate: '1.0000',
    basecurrency: 'INR',
    baseamount: '450.00',
    paymentmethod: 'personalcard',
    reimbursable: true,
    gst: { gstin: '', cgst: '0.00', sgst: '0.00', igst: '0.00', itceligible: false },
    customfields: {},
    mileage: null,
    perdiem: null,
    booking: null,
    receipts: [],
    policy: { outofpolicy: false, reasons: [], receiptrequired: false },
    justification: '',
    allowedamount: '',
    financeremark: '',
    duplicates: [],
    editable: true,
    createdon: '2026-11-02T10:00:00.000Z',
    ...change,
  };
}

export function summary(reportid: string, change: Partial<ExpenseReportSummary> = {}): ExpenseReportSummary {
  return {
    reportid,
    reportno: 'ER100001',
    title: 'Pune workshop',
    tripid: '710001',
    tripname: 'Pune offsite',
    profileid: 'P1',
    claimant: 'Ravi Kumar',
    status: 'draft',
    currency: 'INR',
    total: '123456.50',
    reimbursable: '123456.50',
    allowed: '',
    linecount: 3,
    outofpolicy: false,
    submittedon: '',
    updatedon: '2026-11-03T10:00:00.000Z',
    ...change,
  };
}

export function report(change: Partial<ExpenseReport> = {}): ExpenseReport {
  return {
    ...summary('rep-0001-abcd'),
    lines: [line('line-0001-abcd', { reportid: 'rep-0001-abcd' })],
    approvals: [],
    events: [],
    advance: null,
    settlement: null,
    payment: null,
    actions: [],
    ...change,
  };
}

export const CATEGORIES = {
  ...OK,
  totalcount: 2,
  Category: [
    {
      categoryid: 'C1',
      categoryname: 'Taxi',
      categorycode: 'TAXI',
      expensekind: 'travel',
      glcode: '',
      receiptrequiredabove: '0.00',
      status: 'active',
    },
    {
      categoryid: 'C2',
      categoryname: 'Daily allowance',
      categorycode: 'DA',
      expensekind: 'travel',
      glcode: '',
      receiptrequiredabove: '0.00',
      status: 'active',
    },
  ],
};
export const VEHICLES = {
  ...OK,
  totalcount: 1,
  VehicleMaster: [
    {
      vehicleid: 'V1',
      vehicletype: 'Car',
      fueltype: 'Petrol',
      rateperkm: '12.00',
      unit: 'km',
      status: 'active',
      verified: true,
      remark: '',
    },
  ],
};
export const TRIPS = {
  ...OK,
  list: [
    {
      tripid: '710001',
      tripname: 'Pune offsite',
      tripdate: '2026-11-02',
      fromdate: '2026-11-02',
      todate: '2026-11-04',
      status: 'approved',
    },
  ],
};

/** The line form's lists: categories, vehicles and the user's trips. */
/** One company field on expense lines (channel 'expense'), none on mileage. */
export const EXPENSE_FIELDS = [
  { fieldid: 'CF1', channel: 'expense', label: 'Cost code', fieldtype: 'text', required: false, helptext: '', options: [], sortorder: 1, triptypeid: '', categoryid: '' },
];

export const masterAnswers = {
  viewallCategoriesCorporate: () => CATEGORIES,
  viewallvehicles: () => VEHICLES,
  getcorporatetripdates: () => TRIPS,
  getcustomfieldsforchannel: (fields: Record<string, unknown>) => ({ GenericCustomField: fields.channel === 'expense' ? EXPENSE_FIELDS : [] }),
};
