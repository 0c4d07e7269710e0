import * as v from 'valibot';
import { defineOperation } from '../operation';
import { anyone, finance, ok, ownIds, text } from './fields';
import { PaymentBatchSchema } from './finance';
import { ExpenseReportSummarySchema } from './report-shape';

/* The approver's and finance's lists (docs/features/expenses.md "Finance"). */

/** Reports whose current level waits for the caller (or for the approver they stand in for today). */
export const getExpenseApprovals = defineOperation({
  ...anyone,
  action: 'getexpenseapprovals',
  request: v.object(ownIds),
  response: v.object({ ...ok, reports: v.array(v.object({ ...ExpenseReportSummarySchema.entries, level: v.number(), onbehalfof: v.string() })) }),
  mutates: false,
});

/** verify: approved or controller-verified; pay: verified, adjusted, settled or in payment; closed: reimbursed, settled with nothing owed, rejected by finance. */
export const FINANCE_QUEUES = ['verify', 'pay', 'closed'] as const;
export type FinanceQueue = (typeof FINANCE_QUEUES)[number];
export const FINANCE_QUEUE_PAGE = { default: 50, max: 200 } as const;

const page = (name: string, max: number, fallback: number) =>
  v.optional(v.pipe(v.number(`${name} must be a number`), v.integer(`${name} must be a whole number`), v.minValue(1, `${name} must be at least 1`), v.maxValue(max, `${name} must be at most ${max}`)), fallback);

/** One page of a finance queue, oldest submission first, matching `searchtext` (claimant, report number or title). */
export const getFinanceExpenseQueue = defineOperation({
  ...finance,
  action: 'getfinanceexpensequeue',
  request: v.object({
    ...ownIds,
    queue: v.picklist(FINANCE_QUEUES, `queue must be one of: ${FINANCE_QUEUES.join(', ')}`),
    searchtext: text('searchtext', 100),
    pageno: page('pageno', 100_000, 1),
    pagesize: page('pagesize', FINANCE_QUEUE_PAGE.max, FINANCE_QUEUE_PAGE.default),
  }),
  response: v.object({ ...ok, reports: v.array(ExpenseReportSummarySchema), totalcount: v.number() }),
  mutates: false,
});

export const PAYMENT_BATCH_PAGE = { default: 20, max: 100 } as const;

/** One page of the company's payment batches, newest first, matching `searchtext` (batch id or bank reference). Our name. */
export const getExpensePaymentBatches = defineOperation({
  ...finance,
  action: 'getexpensepaymentbatches',
  request: v.object({
    ...ownIds,
    searchtext: text('searchtext', 100),
    pageno: page('pageno', 100_000, 1),
    pagesize: page('pagesize', PAYMENT_BATCH_PAGE.max, PAYMENT_BATCH_PAGE.default),
  }),
  response: v.object({ ...ok, batches: v.array(v.object({ ...PaymentBatchSchema.entries, createdby: v.string(), createdbyid: v.string() })), totalcount: v.number() }),
  mutates: false,
});
