import { controllerVerifyExpenseReport, rejectExpenseReportByFinance, sendBackExpenseReport } from '../../../src/contract/expenses/finance';
import type { ExpenseReportEventType } from '../../../src/domain/expense-report';
import { type HandlerContext, defineHandler } from '../../dispatch/types';
import { financeReport } from './access';
import { applyExpenseEvent } from './apply-event';
import { reportDetail } from './detail';

/*
 * Finance's steps that only move the status (docs/features/expenses.md "Statuses"): the
 * controller's check, a question to the employee, and a rejection. The lifecycle decides from
 * which statuses each is allowed (409 otherwise).
 */

async function step(ctx: HandlerContext, reportid: string, event: ExpenseReportEventType, remarks: string) {
  const report = await applyExpenseEvent(ctx, await financeReport(ctx, reportid), event, { remarks });
  return { ResponseStatus: { status: 'OK' as const }, report: await reportDetail(ctx, report) };
}

export const financeStepHandlers = [
  defineHandler(controllerVerifyExpenseReport)((ctx, { reportid, remarks }) => step(ctx, reportid, 'CONTROLLER_VERIFY', remarks)),
  defineHandler(sendBackExpenseReport)((ctx, { reportid, remarks }) => step(ctx, reportid, 'SEND_BACK', remarks)),
  defineHandler(rejectExpenseReportByFinance)((ctx, { reportid, remarks }) => step(ctx, reportid, 'REJECT', remarks)),
];
