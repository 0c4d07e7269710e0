import { approvalOperations as ops } from '../../../src/contract/approvals/operations';
import { defineHandler } from '../../dispatch/types';
import { approvalCountFor } from './count';
import { decideTripApproval } from './decide';
import { pendingApprovalsFor } from './inbox';
import { approvalTransactions, previewTripWorkflow, workflowForCaller } from './reads';

/* Handlers of src/contract/approvals/operations.ts. Any logged-in user may call them: what each caller sees
 * or decides is limited by routing (docs/approvals.md), checked in the functions they call. */

const OK = { Status: 'OK' } as const;

export const approvalHandlers = [
  defineHandler(ops.getPendingApprovals)(async (ctx) => ({ ApiStatus: OK, list: await pendingApprovalsFor(ctx) })),
  defineHandler(ops.getApprovalCount)(async (ctx) => ({ ApiStatus: OK, ...(await approvalCountFor(ctx)) })),
  defineHandler(ops.decideTrip)(async (ctx, input) => {
    const result = await decideTripApproval(ctx, input);
    return { ApiStatus: { ...OK, Message: result.message }, ...result };
  }),
  defineHandler(ops.previewApprovalWorkflow)(async (ctx, { tripid }) => ({ ApiStatus: OK, ...(await previewTripWorkflow(ctx, tripid)) })),
  defineHandler(ops.getApprovalWorkflowForProfile)(async (ctx) => ({ ApiStatus: OK, ...(await workflowForCaller(ctx)) })),
  defineHandler(ops.getApprovalTransactions)(async (ctx, { approvalid }) => ({ ApiStatus: OK, ...(await approvalTransactions(ctx, approvalid)) })),
];
