import * as v from 'valibot';
import { defineOperation } from '../operation';
import { PdfResultSchema } from '../pdf-result';
import { ApiStatusSchema } from '../envelope';
import { Money, amount, finance, objectId, ok, ownIds, remarks, remarksRequired, requiredText, text } from './fields';
import { ExpenseReportSchema } from './report-shape';

/* Finance's steps on a report (docs/features/expenses.md "Finance"). */

const answer = v.object({ ...ok, report: ExpenseReportSchema });
const reportid = objectId('reportid');

/** The controller's check of an approved report. */
export const controllerVerifyExpenseReport = defineOperation({
  ...finance,
  action: 'controllerverifyexpensereport',
  request: v.object({ ...ownIds, reportid, remarks }),
  response: answer,
  mutates: true,
});

/** Asks the employee something (verificationpending); they answer with respondexpensereport. */
export const sendBackExpenseReport = defineOperation({
  ...finance,
  action: 'sendbackexpensereport',
  request: v.object({ ...ownIds, reportid, remarks: remarksRequired('send a report back') }),
  response: answer,
  mutates: true,
});

export const rejectExpenseReportByFinance = defineOperation({
  ...finance,
  action: 'financerejectexpensereport',
  request: v.object({ ...ownIds, reportid, remarks: remarksRequired('reject a report') }),
  response: answer,
  mutates: true,
});

export const LineVerdictSchema = v.object({
  lineid: requiredText('lines: lineid', 64),
  /** In the base currency, at most what was claimed; a line left out is allowed as claimed. */
  allowedamount: amount('allowedamount'),
  remark: text('remark', 500),
});

/** Finance's verification, line by line: each amount changed needs a remark. */
export const verifyExpenseReport = defineOperation({
  ...finance,
  action: 'verifyexpensereport',
  request: v.object({ ...ownIds, reportid, lines: v.optional(v.pipe(v.array(LineVerdictSchema, 'lines must be a list'), v.maxLength(500, 'lines is too long')), []), remarks }),
  response: answer,
  mutates: true,
});

/**
 * Sets the trip's advance against the verified claim: the employee is owed the balance, or
 * surrenders the excess (an imprest surrender with its letter).
 */
export const settleExpenseAdvance = defineOperation({
  ...finance,
  action: 'settleexpenseadvance',
  request: v.object({ ...ownIds, reportid, remarks }),
  response: answer,
  mutates: true,
});

export const REPORTS_PER_BATCH_MAX = 500;

/** Puts verified reports into one payment batch to the employees' primary banks (financeprocessing). */
export const processExpensePayments = defineOperation({
  ...finance,
  action: 'processexpensepayments',
  request: v.object({
    ...ownIds,
    reportids: v.pipe(v.array(objectId('reportids'), 'reportids must be a list'), v.minLength(1, 'reportids is required'), v.maxLength(REPORTS_PER_BATCH_MAX, `reportids may hold at most ${REPORTS_PER_BATCH_MAX} reports`)),
  }),
  response: v.object({ ...ok, batchid: v.string(), count: v.number(), total: Money, currency: v.string() }),
  mutates: true,
});

/** The bank has paid a batch: its reports become reimbursed, with the bank's reference. */
export const markExpensesReimbursed = defineOperation({
  ...finance,
  action: 'markexpensesreimbursed',
  request: v.object({ ...ownIds, batchid: requiredText('batchid', 64), reference: requiredText('reference', 100) }),
  response: v.object({ ...ok, count: v.number() }),
  mutates: true,
});

export const PaymentRowSchema = v.object({
  reportid: v.string(),
  reportno: v.string(),
  claimant: v.string(),
  email: v.string(),
  bankname: v.string(),
  accountname: v.string(),
  accountnumber: v.string(),
  ifsc: v.string(),
  amount: Money,
});

/** A payment batch: 'processing' until finance marks it paid with the bank's reference. */
export const PaymentBatchSchema = v.object({
  batchid: v.string(),
  status: v.picklist(['processing', 'paid']),
  currency: v.string(),
  total: Money,
  /** How many reports it pays. */
  count: v.number(),
  reference: v.string(),
  createdon: v.string(),
  paidon: v.string(),
});

/** A payment batch with its rows and the bank upload file (CSV). */
export const getExpensePaymentBatch = defineOperation({
  ...finance,
  action: 'getexpensepaymentbatch',
  request: v.object({ ...ownIds, batchid: requiredText('batchid', 64) }),
  response: v.object({
    ...ok,
    batch: PaymentBatchSchema,
    rows: v.array(PaymentRowSchema),
    csv: v.string(),
  }),
  mutates: false,
});

/** The forex surrender letter of an imprest surrender (settleexpenseadvance records them); NOK for an unknown id. */
export const getForexSurrenderLetterPdf = defineOperation({
  opid: 'TG-TRIPCONFIRMATION',
  actionKey: 'actioncode',
  action: 'GETFOREXSURRENDERLETTERPDF',
  roles: 'any',
  mutates: false,
  request: v.object({ ...ownIds, imprestsurrenderid: requiredText('imprestsurrenderid', 64) }),
  response: v.object({ ApiStatus: ApiStatusSchema, Result: v.optional(PdfResultSchema) }),
});
