import type { ExpenseLine } from '../../../contract/expenses/line-shape';
import type { ExpenseReport } from '../../../contract/expenses/report-shape';

/* A claim as the server answers it, for the finance screens' tests (only *.test.tsx import it). */

export function expenseLine(lineid: string, change: Partial<ExpenseLine> = {}): ExpenseLine {
  return {
    lineid, reportid: 'rep-0001-abcd', tripid: '710001', profileid: '20001', kind: 'travel', linetype: 'expense', categoryid: 'C1',
    categoryname: 'Hotel', expensedate: '2026-11-02', merchant: 'Taj', notes: '', currency: 'INR', amount: '4500.00', rate: '1.0000',
    basecurrency: 'INR', baseamount: '4500.00', paymentmethod: 'personalcard', reimbursable: true,
    gst: { gstin: '', cgst: '0.00', sgst: '0.00', igst: '0.00', itceligible: false }, customfields: {}, mileage: null, perdiem: null, booking: null,
    receipts: [], policy: { outofpolicy: false, reasons: [], receiptrequired: false }, justification: '', allowedamount: '', financeremark: '',
    duplicates: [], editable: false, createdon: '2026-11-02T10:00:00.000Z', ...change,
  };
}

export function expenseReport(change: Partial<ExpenseReport> = {}): ExpenseReport {
  return {
    reportid: 'rep-0001-abcd', reportno: 'ER100001', title: 'Pune workshop', tripid: '710001', tripname: 'Pune workshop', profileid: '20001',
    claimant: 'Rahul Verma', status: 'approved', currency: 'INR', total: '5700.00', reimbursable: '5700.00', allowed: '5700.00', linecount: 2,
    outofpolicy: false, submittedon: '2026-11-05T09:00:00.000Z', updatedon: '2026-11-06T09:00:00.000Z',
    lines: [expenseLine('line-0001-aaaa'), expenseLine('line-0002-bbbb', { categoryname: 'Taxi', merchant: 'Uber', amount: '1200.00', baseamount: '1200.00' })],
    approvals: [], events: [], advance: null, settlement: null, payment: null, actions: [], ...change,
  };
}
