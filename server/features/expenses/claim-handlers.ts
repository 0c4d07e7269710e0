import type { OperationHandler } from '../../dispatch/types';
import { decideReportHandler } from './decide';
import { findDuplicatesHandler } from './duplicates';
import { expenseApprovalsHandler } from './inbox';
import { deleteLineHandler, saveLineHandler } from './lines';
import { getMyExpensesHandler } from './my-expenses';
import { createReportHandler, deleteReportHandler, getReportHandler, recallReportHandler, respondReportHandler } from './reports';
import { submitReportHandler } from './submit';

/** The employee's and the approvers' handlers (lines, reports, approval). */
export const claimHandlers: readonly OperationHandler[] = [
  saveLineHandler,
  deleteLineHandler,
  getMyExpensesHandler,
  findDuplicatesHandler,
  createReportHandler,
  getReportHandler,
  submitReportHandler,
  recallReportHandler,
  respondReportHandler,
  deleteReportHandler,
  decideReportHandler,
  expenseApprovalsHandler,
];
