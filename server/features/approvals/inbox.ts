import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import type { PendingApproval } from '../../../src/contract/approvals/operations';
import { dayOf, policyStatusOf } from '../../../src/domain/approval-rules';
import type { TripStatus } from '../../../src/domain/trip-lifecycle-types';
import type { HandlerContext } from '../../dispatch/types';
import { corporates, tripApprovals, tripItems, tripRequestItems, trips } from '../../store/schema';
import { delegatorsOf, namesOf } from '../../workflow/directory';
import { isOutOfPolicy, paiseToDecimal } from '../../workflow/approval-format';

/** Statuses in which an approval can still be decided (docs/trip-lifecycle.md); a recalled trip drops out. */
const DECIDABLE: TripStatus[] = ['approvalpending', 'partiallyapproved', 'submitted', 'ticketed', 'rescheduled'];

/** For whom the caller decides this row: the delegator when the caller is (or stands in for) a delegate. */
function onBehalfName(row: typeof tripApprovals.$inferSelect, me: string, names: Map<string, string>): string {
  if (row.onBehalfOfProfileId === me) return '';
  if (row.approverProfileId === me) return row.onBehalfOfProfileId ? (names.get(row.onBehalfOfProfileId) ?? '') : '';
  return names.get(row.approverProfileId) ?? '';
}

/**
 * The caller's inbox: pending levels routed to the caller (or delegated from the caller), or to
 * someone whose delegation window names the caller today. Nothing else of the company shows.
 */
export async function pendingApprovalsFor(ctx: HandlerContext): Promise<PendingApproval[]> {
  const { corporateid, profileid } = ctx.session;
  const standsFor = await delegatorsOf(ctx.tx, ctx.session.corporateid, ctx.session.profileid, dayOf(ctx.now));
  const rows = await ctx.tx
    .select({ approval: tripApprovals, trip: trips, currency: corporates.baseCurrency })
    .from(tripApprovals)
    .innerJoin(trips, eq(trips.id, tripApprovals.tripId))
    .innerJoin(corporates, eq(corporates.id, trips.corporateId))
    .where(
      and(
        eq(tripApprovals.corporateId, corporateid),
        eq(tripApprovals.status, 'pending'),
        inArray(trips.status, DECIDABLE),
        ne(trips.travellerProfileId, profileid),
        or(inArray(tripApprovals.approverProfileId, [profileid, ...standsFor]), eq(tripApprovals.onBehalfOfProfileId, profileid)),
      ),
    )
    .orderBy(asc(trips.fromDate), asc(tripApprovals.id));
  if (rows.length === 0) return [];

  const tripIds = rows.map((r) => r.trip.id);
  const items = await ctx.tx
    .select({ tripId: tripItems.tripId, paise: tripItems.totalAmountPaise, selected: tripItems.selectedJson })
    .from(tripItems)
    .where(and(inArray(tripItems.tripId, tripIds), ne(tripItems.status, 'cancelled')));
  // What the traveller asks for (request items) counts too: before booking, that is what is approved.
  const requests = await ctx.tx.select({ tripId: tripRequestItems.tripId }).from(tripRequestItems).where(inArray(tripRequestItems.tripId, tripIds));
  const levels = await ctx.tx.select({ tripId: tripApprovals.tripId, level: tripApprovals.level, status: tripApprovals.status }).from(tripApprovals).where(inArray(tripApprovals.tripId, tripIds));
  const names = await namesOf(ctx.tx, corporateid, rows.flatMap((r) => [r.trip.travellerProfileId, r.approval.approverProfileId, r.approval.onBehalfOfProfileId ?? '']));

  return rows.map(({ approval, trip, currency }) => {
    const mine = items.filter((i) => i.tripId === trip.id);
    // This round's levels: those not skipped by a resubmission.
    const round = levels.filter((l) => l.tripId === trip.id && l.status !== 'skipped');
    const onBehalf = onBehalfName(approval, profileid, names);
    return {
      approvalid: String(approval.id),
      tripid: trip.id,
      travellerprofileid: trip.travellerProfileId,
      travellername: names.get(trip.travellerProfileId) ?? '',
      purpose: trip.tripPurpose,
      fromdate: trip.fromDate,
      todate: trip.toDate,
      itemscount: mine.length + requests.filter((r) => r.tripId === trip.id).length,
      totalamount: paiseToDecimal(mine.reduce((sum, i) => sum + BigInt(i.paise), 0n)),
      currency,
      policystatus: policyStatusOf(mine.map((i) => ({ outOfPolicy: isOutOfPolicy(i.selected) }))),
      level: approval.level,
      levels: Math.max(approval.level, round.length),
      onbehalfof: onBehalf,
      submittedon: approval.createdAt.toISOString(),
      tripname: trip.tripName,
      route: [trip.origin, trip.destination].filter(Boolean).join(' → '),
    };
  });
}
