import { controllerVerifyExpenseReport, getExpensePaymentBatch, getForexSurrenderLetterPdf, markExpensesReimbursed, processExpensePayments, rejectExpenseReportByFinance, sendBackExpenseReport, settleExpenseAdvance, verifyExpenseReport } from './finance';
import { deleteExpenseLine, findExpenseDuplicates, getMyExpenses, saveExpenseLine } from './lines';
import { getExpenseApprovals, getExpensePaymentBatches, getFinanceExpenseQueue } from './queues';
import { createExpenseReport, decideExpenseReport, deleteExpenseReport, getExpenseReport, recallExpenseReport, respondExpenseReport, submitExpenseReport } from './reports';

/*
 * TG-EXPENSECLAIM, the expense claims (docs/features/expenses.md): lines, reports, approval, finance
 * verification, advance settlement and reimbursement; and TG-TRIPCONFIRMATION's surrender letter.
 */
export const expenseOperations = {
  saveExpenseLine,
  deleteExpenseLine,
  getMyExpenses,
  findExpenseDuplicates,
  createExpenseReport,
  getExpenseReport,
  submitExpenseReport,
  recallExpenseReport,
  respondExpenseReport,
  deleteExpenseReport,
  decideExpenseReport,
  getExpenseApprovals,
  getFinanceExpenseQueue,
  controllerVerifyExpenseReport,
  sendBackExpenseReport,
  rejectExpenseReportByFinance,
  verifyExpenseReport,
  settleExpenseAdvance,
  processExpensePayments,
  markExpensesReimbursed,
  getExpensePaymentBatch,
  getExpensePaymentBatches,
  getForexSurrenderLetterPdf,
};
