import { bookingApprovalOperations as ops } from '../../../src/contract/booking-approvals/operations';
import { defineHandler } from '../../dispatch/types';
import { decideBookingApproval } from './decide';
import { bookingApprovalsFor, myBookingApprovals } from './lists';

/* Handlers of src/contract/booking-approvals/operations.ts (each product sends its own requests for
 * approval). Any logged-in user may call them: what each caller sees or decides is limited to the
 * requests they sent or that are routed to them. */

const OK = { Status: 'OK' } as const;

export const bookingApprovalHandlers = [
  defineHandler(ops.getBookingApprovals)(async (ctx) => ({ ApiStatus: OK, list: await bookingApprovalsFor(ctx) })),
  defineHandler(ops.decideBookingApproval)(async (ctx, input) => {
    const result = await decideBookingApproval(ctx, input);
    return { ApiStatus: { ...OK, Message: result.message }, ...result };
  }),
  defineHandler(ops.getMyBookingApprovals)(async (ctx, { service }) => ({ ApiStatus: OK, list: await myBookingApprovals(ctx, service) })),
];
