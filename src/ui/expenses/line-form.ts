import type { ExpenseLineInput } from '../../contract/expenses/lines';
import type { ExpenseLine } from '../../contract/expenses/line-shape';
import { type DistanceUnit, convertDistance } from '../../domain/expense-amounts';
import { minorUnitsToDecimal, tryParseMinorUnits } from '../../domain/money';
import type { ExpenseLineRow } from '../../db/expense-rows';

/* The line form's state, and the request it becomes (docs/features/expenses.md "Lines"). */

export type EditableLineType = 'expense' | 'mileage' | 'perdiem';
export type ClaimablePayment = 'personalcard' | 'cash' | 'companycard';

export interface LineFormState {
  lineid: string;
  reportid: string;
  tripid: string;
  linetype: EditableLineType;
  categoryid: string;
  expensedate: string;
  merchant: string;
  notes: string;
  currency: string;
  amount: string;
  paymentmethod: ClaimablePayment;
  gstin: string;
  cgst: string;
  sgst: string;
  igst: string;
  itceligible: boolean;
  distance: string;
  distanceunit: DistanceUnit;
  vehicleid: string;
  days: string;
  justification: string;
  /** Receipts already stored with the line (kept on save). */
  receiptfileids: string[];
}

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** A new line: its id is made now, so saving twice (a retry) updates the same line instead of adding one. */
export function newLineForm(currency: string, preset: { reportid?: string; tripid?: string } = {}): LineFormState {
  return {
    lineid: crypto.randomUUID(),
    reportid: preset.reportid ?? '',
    tripid: preset.tripid ?? '',
    linetype: 'expense',
    categoryid: '',
    expensedate: today(),
    merchant: '',
    notes: '',
    currency,
    amount: '',
    paymentmethod: 'personalcard',
    gstin: '',
    cgst: '',
    sgst: '',
    igst: '',
    itceligible: false,
    distance: '',
    distanceunit: 'km',
    vehicleid: '',
    days: '1',
    justification: '',
    receiptfileids: [],
  };
}

/** The form for changing a stored line (never a company-paid booking, which is read-only). */
export function lineFormOf(line: ExpenseLine): LineFormState {
  const zeroless = (decimal: string) => (tryParseMinorUnits(decimal) ? decimal : '');
  return {
    ...newLineForm(line.currency, { reportid: line.reportid, tripid: line.tripid }),
    lineid: line.lineid,
    linetype: line.linetype === 'booking' ? 'expense' : line.linetype,
    categoryid: line.categoryid,
    expensedate: line.expensedate,
    merchant: line.merchant,
    notes: line.notes,
    amount: zeroless(line.amount),
    paymentmethod: line.paymentmethod === 'company' ? 'companycard' : line.paymentmethod,
    gstin: line.gst.gstin,
    cgst: zeroless(line.gst.cgst),
    sgst: zeroless(line.gst.sgst),
    igst: zeroless(line.gst.igst),
    itceligible: line.gst.itceligible,
    distance: line.mileage?.distance ?? '',
    distanceunit: line.mileage?.unit ?? 'km',
    vehicleid: line.mileage?.vehicleid ?? '',
    days: String(line.perdiem?.days ?? 1),
    justification: line.justification,
    receiptfileids: line.receipts.map((r) => r.fileid),
  };
}

/** The form for changing a line saved on this device and not yet confirmed: the input as queued, its receipts kept. */
export function lineFormOfRow(row: ExpenseLineRow, currency: string): LineFormState {
  const zeroless = (decimal = '') => (tryParseMinorUnits(decimal) ? decimal : '');
  return {
    ...newLineForm(row.currency || currency, { reportid: row.reportid, tripid: row.tripid }),
    lineid: row.lineid,
    linetype: row.linetype ?? 'expense',
    categoryid: row.categoryid,
    expensedate: row.expensedate,
    merchant: row.merchant ?? '',
    notes: row.notes ?? '',
    amount: zeroless(row.amount),
    paymentmethod: row.paymentmethod ?? 'personalcard',
    gstin: row.gstin ?? '',
    cgst: zeroless(row.cgst),
    sgst: zeroless(row.sgst),
    igst: zeroless(row.igst),
    itceligible: row.itceligible ?? false,
    distance: row.distance ?? '',
    distanceunit: row.distanceunit ?? 'km',
    vehicleid: row.vehicleid ?? '',
    days: String(row.days ?? 1),
    justification: row.justification ?? '',
    receiptfileids: row.receipts,
  };
}

/** What the form cannot send yet, in words; null when it is complete. */
export function lineFormProblem(form: LineFormState): string | null {
  if (!form.categoryid) return 'Choose a category';
  if (!form.expensedate) return 'Enter the date';
  if (form.linetype === 'expense' && !tryParseMinorUnits(form.amount)) return 'Enter the amount';
  if (form.linetype === 'mileage' && !tryParseMinorUnits(form.distance)) return 'Enter the distance';
  if (form.linetype === 'mileage' && !form.vehicleid) return 'Choose the vehicle';
  if (form.linetype === 'perdiem' && !(Number(form.days) >= 1)) return 'Enter the number of days';
  if (form.linetype === 'perdiem' && !form.tripid) return 'Choose the trip the per diem is for';
  return null;
}

/** The request: only the fields of the line's type, since the server works out mileage and per-diem amounts itself. */
export function lineInputOf(form: LineFormState): ExpenseLineInput {
  const common = {
    lineid: form.lineid,
    reportid: form.reportid,
    tripid: form.tripid,
    linetype: form.linetype,
    categoryid: form.categoryid,
    expensedate: form.expensedate,
    merchant: form.merchant.trim(),
    notes: form.notes.trim(),
    paymentmethod: form.paymentmethod,
    justification: form.justification.trim(),
    receiptfileids: form.receiptfileids,
  };
  if (form.linetype === 'mileage')
    return { ...common, distance: form.distance, distanceunit: form.distanceunit, vehicleid: form.vehicleid };
  if (form.linetype === 'perdiem') return { ...common, days: Number(form.days) };
  const tax = (decimal: string) => decimal.trim() || '0';
  return {
    ...common,
    currency: form.currency,
    amount: form.amount,
    gstin: form.gstin.trim(),
    cgst: tax(form.cgst),
    sgst: tax(form.sgst),
    igst: tax(form.igst),
    itceligible: form.itceligible,
  };
}

/** "62.14 miles" for 100 km: the distance in the other unit, as the server converts it. */
export function convertedDistance(distance: string, unit: DistanceUnit): string | null {
  const hundredths = tryParseMinorUnits(distance);
  if (!hundredths) return null;
  const other: DistanceUnit = unit === 'km' ? 'miles' : 'km';
  return `${minorUnitsToDecimal(convertDistance(hundredths, unit, other))} ${other}`;
}
