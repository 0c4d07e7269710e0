import * as v from 'valibot';
import { DISTANCE_UNITS } from '../../domain/expense-amounts';
import { Money } from './fields';

/* An expense line as the server answers it (docs/features/expenses.md "Lines"). */

export const EXPENSE_KINDS = ['travel', 'monthlyallowance', 'taxsavings', 'nontravel'] as const;
export type ExpenseKind = (typeof EXPENSE_KINDS)[number];

/** A spend with a receipt, a drive paid per distance, a day allowance, or a booking the company paid. */
export const EXPENSE_LINE_TYPES = ['expense', 'mileage', 'perdiem', 'booking'] as const;
export type ExpenseLineType = (typeof EXPENSE_LINE_TYPES)[number];
/** What a person may create; 'booking' lines come from the trip's company-paid bookings. */
export const EDITABLE_LINE_TYPES = ['expense', 'mileage', 'perdiem'] as const;

/** 'company' is a booking the company paid; only personal card and cash are reimbursed. */
export const PAYMENT_METHODS = ['personalcard', 'cash', 'companycard', 'company'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const CLAIMABLE_PAYMENT_METHODS = ['personalcard', 'cash', 'companycard'] as const;
export const REIMBURSED_PAYMENT_METHODS: readonly PaymentMethod[] = ['personalcard', 'cash'];

export const ReceiptSchema = v.object({ fileid: v.string(), name: v.string(), mime: v.string(), size: v.number(), sha256: v.string(), url: v.string() });
export type Receipt = v.InferOutput<typeof ReceiptSchema>;

/** Another claim of the company that looks like the same spend. */
export const DuplicateSchema = v.object({
  lineid: v.string(),
  /** 'receipt' (the same image) or 'details' (same amount, date and merchant). */
  match: v.picklist(['receipt', 'details']),
  claimant: v.string(),
  expensedate: v.string(),
  merchant: v.string(),
  amount: Money,
  currency: v.string(),
});
export type Duplicate = v.InferOutput<typeof DuplicateSchema>;

export const ExpenseLineSchema = v.object({
  lineid: v.string(),
  reportid: v.string(),
  tripid: v.string(),
  profileid: v.string(),
  kind: v.picklist(EXPENSE_KINDS),
  linetype: v.picklist(EXPENSE_LINE_TYPES),
  categoryid: v.string(),
  categoryname: v.string(),
  expensedate: v.string(),
  merchant: v.string(),
  notes: v.string(),
  /** What was spent, in its own currency. */
  currency: v.string(),
  amount: Money,
  /** Units of the base currency per unit of `currency`, kept from the day the line was saved. */
  rate: v.string(),
  basecurrency: v.string(),
  baseamount: Money,
  paymentmethod: v.picklist(PAYMENT_METHODS),
  reimbursable: v.boolean(),
  gst: v.object({ gstin: v.string(), cgst: Money, sgst: Money, igst: Money, itceligible: v.boolean() }),
  customfields: v.record(v.string(), v.string()),
  mileage: v.nullable(
    v.object({ distance: Money, unit: v.picklist(DISTANCE_UNITS), vehicleid: v.string(), vehiclename: v.string(), rateperunit: Money, rateunit: v.picklist(DISTANCE_UNITS) }),
  ),
  perdiem: v.nullable(v.object({ days: v.number(), dailyrate: Money, ratecurrency: v.string(), place: v.string(), groupname: v.string() })),
  booking: v.nullable(v.object({ txid: v.string(), service: v.string() })),
  receipts: v.array(ReceiptSchema),
  /** Out of policy: the reasons, and the employee's justification (required to submit). */
  policy: v.object({ outofpolicy: v.boolean(), reasons: v.array(v.string()), receiptrequired: v.boolean() }),
  justification: v.string(),
  /** Set by finance's verification ('' before): the amount allowed in the base currency, and why it differs. */
  allowedamount: v.string(),
  financeremark: v.string(),
  duplicates: v.array(DuplicateSchema),
  editable: v.boolean(),
  createdon: v.string(),
});
export type ExpenseLine = v.InferOutput<typeof ExpenseLineSchema>;
