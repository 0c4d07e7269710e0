import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { mountRoutes } from '../../http/define-route';
import { pushActionRoute } from '../../push/action-route';
import { APPROVAL_ACTION_PATH } from '../../workflow/approval-notify';
import { decideTripApproval } from './decide';

/**
 * POST /api/push/approval {token, decision}: a trip's notification buttons (tokens of kind 'trip'),
 * decided through decideTripApproval with the same routing checks as the inbox (docs/approvals.md).
 */
const approvalActionRoute = pushActionRoute({
  path: APPROVAL_ACTION_PATH,
  name: 'APPROVAL_ACTION',
  kind: 'trip',
  decide: async (call, tripid, decision, remarks) => {
    const result = await decideTripApproval(call, { tripid, decision, remarks });
    return { message: result.message, tripid: result.tripid, tripstatus: result.tripstatus };
  },
});

export function registerApprovalActionRoute(app: FastifyInstance, ctx: AppContext): void {
  mountRoutes(app, ctx, [approvalActionRoute]);
}
