import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { mountRoutes } from '../../http/define-route';
import { pushActionRoute } from '../../push/action-route';
import { decideExpense } from './decide';
import { EXPENSE_ACTION_PATH } from './notify';

/**
 * POST /api/push/expense-approval {token, decision}: an expense report's notification buttons
 * (tokens of kind 'expense'), decided through decideExpense with the app's routing checks.
 */
const expenseActionRoute = pushActionRoute({
  path: EXPENSE_ACTION_PATH,
  name: 'EXPENSE_APPROVAL_ACTION',
  kind: 'expense',
  decide: async (call, reportid, decision, remarks) => {
    const result = await decideExpense(call, { reportid, decision, remarks });
    return { message: result.message, reportid: result.report.id, reportstatus: result.report.status };
  },
});

export function registerExpenseActionRoute(app: FastifyInstance, ctx: AppContext): void {
  mountRoutes(app, ctx, [expenseActionRoute]);
}
