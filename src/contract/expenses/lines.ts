import * as v from 'valibot';
import { calendarDateField } from '../calendar-date';
import { customFieldAnswersField } from '../custom-field-answers';
import { optionalGstin } from '../fields';
import { defineOperation } from '../operation';
import { DISTANCE_UNITS } from '../../domain/expense-amounts';
import { anyone, objectId, ok, optionalAmount, optionalObjectId, optionalTripId, ownIds, requiredText, text } from './fields';
import { CLAIMABLE_PAYMENT_METHODS, DuplicateSchema, EDITABLE_LINE_TYPES, EXPENSE_KINDS, ExpenseLineSchema } from './line-shape';
import { ExpenseReportSummarySchema } from './report-shape';

/* The employee's own lines (docs/features/expenses.md "Lines"). */

export const RECEIPTS_PER_LINE_MAX = 10;
const CURRENCY = /^[A-Z]{3}$/;

/**
 * A line as the employee writes it. `lineid` is made by the client (a uuid): saving an id not yet
 * stored creates the line, saving it again updates it, so a replay from the outbox changes nothing.
 * Mileage needs `distance`, `distanceunit` and `vehicleid`; per diem `days` and a `tripid`; the
 * server works out their amounts. `receiptfileids` are files uploaded through POST /api/upload.
 */
export const ExpenseLineInputSchema = v.object({
  lineid: objectId('lineid'),
  reportid: optionalObjectId('reportid'),
  tripid: optionalTripId,
  kind: v.optional(v.picklist(EXPENSE_KINDS, `kind must be one of: ${EXPENSE_KINDS.join(', ')}`), 'travel'),
  linetype: v.optional(v.picklist(EDITABLE_LINE_TYPES, `linetype must be one of: ${EDITABLE_LINE_TYPES.join(', ')}`), 'expense'),
  categoryid: requiredText('categoryid', 64),
  expensedate: calendarDateField('expensedate'),
  merchant: text('merchant', 120),
  notes: text('notes', 1000),
  currency: v.optional(v.pipe(v.string('currency must be a string'), v.trim(), v.toUpperCase(), v.check((c) => c === '' || CURRENCY.test(c), 'currency must be a 3-letter code like INR')), ''),
  amount: optionalAmount('amount'),
  paymentmethod: v.optional(v.picklist(CLAIMABLE_PAYMENT_METHODS, `paymentmethod must be one of: ${CLAIMABLE_PAYMENT_METHODS.join(', ')}`), 'personalcard'),
  gstin: optionalGstin(),
  cgst: optionalAmount('cgst'),
  sgst: optionalAmount('sgst'),
  igst: optionalAmount('igst'),
  itceligible: v.optional(v.boolean('itceligible must be true or false'), false),
  customfields: customFieldAnswersField,
  distance: optionalAmount('distance'),
  distanceunit: v.optional(v.picklist(DISTANCE_UNITS, `distanceunit must be one of: ${DISTANCE_UNITS.join(', ')}`), 'km'),
  vehicleid: text('vehicleid', 64),
  days: v.optional(v.pipe(v.number('days must be a number'), v.integer('days must be a whole number'), v.minValue(1, 'days must be at least 1'), v.maxValue(366, 'days must be at most 366')), 1),
  receiptfileids: v.optional(
    v.pipe(v.array(v.pipe(v.string('receiptfileids must be file ids'), v.maxLength(64, 'receiptfileids holds an id that is too long')), 'receiptfileids must be a list'), v.maxLength(RECEIPTS_PER_LINE_MAX, `receiptfileids may hold at most ${RECEIPTS_PER_LINE_MAX} files`)),
    [],
  ),
  justification: text('justification', 1000),
});
export type ExpenseLineInput = v.InferInput<typeof ExpenseLineInputSchema>;

/** Creates or updates a line; answers it as stored, with its policy verdict and any look-alike claims. */
export const saveExpenseLine = defineOperation({
  ...anyone,
  action: 'saveexpenseline',
  request: v.object({ ...ownIds, jsondata: ExpenseLineInputSchema }),
  response: v.object({ ...ok, line: ExpenseLineSchema }),
  mutates: true,
});

/** Removes a line of the caller's while its report (if any) is editable; a line already gone answers OK. */
export const deleteExpenseLine = defineOperation({
  ...anyone,
  action: 'deleteexpenseline',
  request: v.object({ ...ownIds, lineid: objectId('lineid') }),
  response: v.object(ok),
  mutates: true,
});

export const MY_EXPENSE_FILTERS = ['all', 'open', 'submitted', 'finance', 'closed'] as const;

/**
 * The caller's reports (newest first, filtered by stage: open = draft, rejected, recalled or a
 * question from finance; submitted = with approvers; finance = with finance; closed = settled or
 * reimbursed) and the lines in no report yet.
 */
export const getMyExpenses = defineOperation({
  ...anyone,
  action: 'getmyexpenses',
  request: v.object({ ...ownIds, filter: v.optional(v.picklist(MY_EXPENSE_FILTERS, `filter must be one of: ${MY_EXPENSE_FILTERS.join(', ')}`), 'all') }),
  response: v.object({ ...ok, reports: v.array(ExpenseReportSummarySchema), unreportedlines: v.array(ExpenseLineSchema) }),
  mutates: false,
});

/** The company's look-alike claims for a receipt (its sha256) or for amount + date + merchant, before saving. */
export const findExpenseDuplicates = defineOperation({
  ...anyone,
  action: 'findexpenseduplicates',
  request: v.object({
    ...ownIds,
    lineid: optionalObjectId('lineid'),
    sha256: v.optional(v.pipe(v.string('sha256 must be a string'), v.trim(), v.toLowerCase(), v.check((s) => s === '' || /^[0-9a-f]{64}$/.test(s), 'sha256 must be 64 hex digits')), ''),
    amount: optionalAmount('amount'),
    expensedate: v.optional(v.pipe(v.string('expensedate must be a string'), v.check((s) => s === '' || /^\d{4}-\d{2}-\d{2}$/.test(s), 'expensedate must be a date (YYYY-MM-DD)')), ''),
    merchant: text('merchant', 120),
  }),
  response: v.object({ ...ok, duplicates: v.array(DuplicateSchema) }),
  mutates: false,
});

