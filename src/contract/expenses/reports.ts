import * as v from 'valibot';
import { defineOperation } from '../operation';
import { anyone, objectId, ok, optionalTripId, ownIds, remarks, remarksRequired, requiredText } from './fields';
import { ExpenseReportSchema } from './report-shape';

/* The employee's reports (docs/features/expenses.md "Reports"). */

const answer = v.object({ ...ok, report: ExpenseReportSchema });

/**
 * Creates a report with a client-made `reportid` (a replay answers the report as it is). A trip's
 * report is one per trip: naming a trip that already has the caller's report answers that one.
 */
export const createExpenseReport = defineOperation({
  ...anyone,
  action: 'createexpensereport',
  request: v.object({ ...ownIds, reportid: objectId('reportid'), title: requiredText('title', 120), tripid: optionalTripId }),
  response: answer,
  mutates: true,
});

/** A report its owner, its approvers (any round) and the company's finance people may read; anyone else gets 403 'reportid: expense report not found'. */
export const getExpenseReport = defineOperation({
  ...anyone,
  action: 'getexpensereport',
  request: v.object({ ...ownIds, reportid: objectId('reportid') }),
  response: answer,
  mutates: false,
});

/** Sends a report to the caller's approval workflow; out-of-policy lines need a justification, and lines their receipts. */
export const submitExpenseReport = defineOperation({
  ...anyone,
  action: 'submitexpensereport',
  request: v.object({ ...ownIds, reportid: objectId('reportid') }),
  response: answer,
  mutates: true,
});

/** Pulls a report back from its approvers (before they decided), with the reason. */
export const recallExpenseReport = defineOperation({
  ...anyone,
  action: 'recallexpensereport',
  request: v.object({ ...ownIds, reportid: objectId('reportid'), remarks: remarksRequired('recall a report') }),
  response: answer,
  mutates: true,
});

/** Answers finance's question (after adding a receipt or a note): the report goes back to finance. */
export const respondExpenseReport = defineOperation({
  ...anyone,
  action: 'respondexpensereport',
  request: v.object({ ...ownIds, reportid: objectId('reportid'), remarks: remarksRequired('answer finance') }),
  response: answer,
  mutates: true,
});

/** Deletes a draft, recalled or rejected report; its lines stay, in no report. */
export const deleteExpenseReport = defineOperation({
  ...anyone,
  action: 'deleteexpensereport',
  request: v.object({ ...ownIds, reportid: objectId('reportid') }),
  response: v.object(ok),
  mutates: true,
});

/** The approver's decision on the report's current level; reject needs remarks. */
export const decideExpenseReport = defineOperation({
  ...anyone,
  action: 'decideexpensereport',
  request: v.pipe(
    v.object({ ...ownIds, reportid: objectId('reportid'), decision: v.picklist(['approve', 'reject'], 'decision must be approve or reject'), remarks }),
    v.forward(
      v.check((r) => r.decision === 'approve' || r.remarks !== '', 'remarks: remarks are required to reject a report'),
      ['remarks'],
    ),
  ),
  response: answer,
  mutates: true,
});
