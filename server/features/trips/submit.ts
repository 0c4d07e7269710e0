import { submitTripForApproval } from '../../../src/contract/trips/core';
import { tripRuleProblem } from '../../../src/domain/trip-rules';
import { defineHandler } from '../../dispatch/types';
import { badRequest } from '../../http/errors';
import { routeTripForApproval } from '../../workflow/approval-routing';
import { applyTripEvent, loadTripForCaller } from '../../workflow/trip-access';
import { loadTripSettings } from '../../workflow/trip-settings';

/**
 * TG-TRIPBOOKINGAPPROVAL: the company's trip rules first (400 naming the field), then SUBMIT (the
 * lifecycle picks approvalpending, submitted or approved by the approval mode and refuses any
 * status but pending), then the approvals area routes it, all in one transaction: a trip nobody
 * can approve is not left submitted.
 */
export const submitTripHandler = defineHandler(submitTripForApproval)(async (ctx, { tripid, remarks }) => {
  const trip = await loadTripForCaller(ctx, tripid, 'write');
  const settings = await loadTripSettings(ctx.tx, trip.corporateId);
  if (trip.status === 'pending') {
    const problem = tripRuleProblem(trip, settings, ctx.now.toISOString().slice(0, 10));
    if (problem) throw badRequest(problem);
  }
  const submitted = await applyTripEvent(ctx, trip, 'SUBMIT', { remarks, context: { approvalMode: settings.approvalMode } });
  await routeTripForApproval(ctx, submitted);
  return { ResponseStatus: { status: 'OK' as const, message: 'Trip submitted' }, tripid: submitted.id, status: submitted.status };
});
