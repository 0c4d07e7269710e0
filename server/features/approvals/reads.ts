import { and, asc, eq } from 'drizzle-orm';
import type { WorkflowStep as WireStep } from '../../../src/contract/approvals/operations';
import { dayOf } from '../../../src/domain/approval-rules';
import type { HandlerContext } from '../../dispatch/types';
import { forbidden } from '../../http/errors';
import { tripApprovals } from '../../store/schema';
import { namesOf } from '../../workflow/directory';
import type { ApprovalRow } from './guard';
import { approvalModeOf } from '../../workflow/approval-routing';
import { type WorkflowStep, resolveWorkflow } from '../../workflow/approval-workflow';
import { loadTripForCaller } from '../../workflow/trip-access';
import { loadTripSettings } from '../../workflow/trip-settings';

/* Read-only views of workflows: a trip's preview, a profile's workflow, an approval's transactions. */

function fromResolved(steps: WorkflowStep[]): WireStep[] {
  return steps.map((s) => ({
    level: s.level,
    rule: s.rule,
    approverprofileid: (s.delegate ?? s.approver).id,
    approvername: (s.delegate ?? s.approver).name,
    onbehalfofprofileid: s.delegate ? s.approver.id : '',
    onbehalfofname: s.delegate ? s.approver.name : '',
    status: '',
    remarks: '',
    decidedon: '',
  }));
}

async function fromRows(ctx: HandlerContext, rows: ApprovalRow[]): Promise<WireStep[]> {
  const names = await namesOf(ctx.tx, ctx.session.corporateid, rows.flatMap((r) => [r.approverProfileId, r.onBehalfOfProfileId ?? '']));
  return rows.map((r) => ({
    level: r.level,
    rule: '',
    approverprofileid: r.approverProfileId,
    approvername: names.get(r.approverProfileId) ?? '',
    onbehalfofprofileid: r.onBehalfOfProfileId ?? '',
    onbehalfofname: r.onBehalfOfProfileId ? (names.get(r.onBehalfOfProfileId) ?? '') : '',
    status: r.status,
    remarks: r.remarks,
    decidedon: r.decidedAt?.toISOString() ?? '',
  }));
}

const rowsOfTrip = (ctx: HandlerContext, tripId: string) =>
  ctx.tx.select().from(tripApprovals).where(eq(tripApprovals.tripId, tripId)).orderBy(asc(tripApprovals.createdAt), asc(tripApprovals.level), asc(tripApprovals.id));

/**
 * previewapprovalworkflow: a routed trip shows its current round (levels not skipped by a
 * resubmission); a draft shows where it would go today, delegates applied.
 */
export async function previewTripWorkflow(ctx: HandlerContext, tripid: string) {
  const trip = await loadTripForCaller(ctx, tripid, 'read');
  const approvalmode = await approvalModeOf(ctx, trip);
  const routed = (await rowsOfTrip(ctx, trip.id)).filter((r) => r.status !== 'skipped');
  if (routed.length > 0) return { approvalmode, workflow: await fromRows(ctx, routed) };
  if (approvalmode === 'notify') return { approvalmode, workflow: [] };
  return { approvalmode, workflow: fromResolved(await resolveWorkflow(ctx.tx, trip.corporateId, trip.travellerProfileId, dayOf(ctx.now))) };
}

/** "Expense approval workflow for a profile": who would approve the caller's own trips today. */
export async function workflowForCaller(ctx: HandlerContext) {
  const { corporateid, profileid } = ctx.session;
  const steps = await resolveWorkflow(ctx.tx, corporateid, profileid, dayOf(ctx.now));
  const { approvalMode } = await loadTripSettings(ctx.tx, corporateid);
  return { approvalmode: approvalMode, workflow: approvalMode === 'notify' ? [] : fromResolved(steps) };
}

/** "approval transactions (approvalid, corporateid)": every level, every round, of that approval's trip. */
export async function approvalTransactions(ctx: HandlerContext, approvalid: string) {
  const [row] = await ctx.tx
    .select()
    .from(tripApprovals)
    .where(and(eq(tripApprovals.id, Number(approvalid)), eq(tripApprovals.corporateId, ctx.session.corporateid)));
  const notFound = forbidden('approvalid: approval not found');
  if (!row) throw notFound;
  // Someone who may not read the trip learns nothing of it, not even its id.
  await loadTripForCaller(ctx, row.tripId, 'read').catch(() => {
    throw notFound;
  });
  return { tripid: row.tripId, workflow: await fromRows(ctx, await rowsOfTrip(ctx, row.tripId)) };
}
