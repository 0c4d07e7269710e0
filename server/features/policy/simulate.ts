import { and, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { type SimulationSide, simulatePolicy } from '../../../src/contract/policy/simulator';
import { addDays, indiaToday } from '../../../src/domain/calendar-days';
import type { FlightPolicy } from '../../../src/domain/flight-policy';
import { minorUnitsToDecimal } from '../../../src/domain/money';
import { type FactsVerdict, bookingToJudge, judgeBooking } from '../../../src/domain/policy-facts';
import { type HandlerContext, defineHandler } from '../../dispatch/types';
import { loadCompiledFlightPolicy } from '../../policy/flight-policy';
import { versionInForce } from '../../policy/travel-policy';
import { profiles } from '../../store/schema-core';
import { flightBookings } from '../../store/schema-flight-bookings';
import { travelPolicyAssignments } from '../../store/schema-policy';
import { ownDraft } from './versions';

/*
 * SIMULATEPOLICY (docs/features/policy.md "Simulator"): the paid flight bookings of a window, of
 * the travellers the policy holds for today, judged by the draft and by the version in force, each
 * on the day it was booked. Reads the facts kept with each booking, never the offers, so 90 days of
 * a large company stay a few seconds: each booking's facts are read once for both versions, and a
 * fare in policy costs only the in-policy test (docs/features/policy.md "Simulator").
 */

const IST_OFFSET_MS = 330 * 60_000;
/** The instant an India day starts. */
const dayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);

/** Who the policy holds for: a person's own policy, else their grade's, else their department's, else the default. */
async function governedBy(ctx: HandlerContext, policyId: string, isDefault: boolean) {
  const rows = await ctx.tx.select().from(travelPolicyAssignments).where(eq(travelPolicyAssignments.corporateId, ctx.session.corporateid));
  const own = new Map(rows.filter((r) => r.kind === 'profile').map((r) => [r.target, r.policyId]));
  const byGrade = new Map(rows.filter((r) => r.kind === 'grade').map((r) => [r.target, r.policyId]));
  const byDepartment = new Map(rows.filter((r) => r.kind === 'department').map((r) => [r.target, r.policyId]));
  return (profileId: string, gradeId: string | null, departmentId: string) => {
    const assigned = own.get(profileId) ?? (gradeId === null ? undefined : byGrade.get(gradeId)) ?? byDepartment.get(departmentId);
    return assigned === undefined ? isDefault : assigned === policyId;
  };
}

interface Tally {
  side: SimulationSide;
  savingPaise: bigint;
  blockedPaise: bigint;
}

const emptyTally = (): Tally => ({
  side: { outofpolicy: 0, blocked: 0, byrule: { blocked: 0, cabin: 0, farecap: 0, lowestfare: 0, advancepurchase: 0, refundable: 0 }, saving: '', blockedspend: '' },
  savingPaise: 0n,
  blockedPaise: 0n,
});

function count(tally: Tally, verdict: FactsVerdict): void {
  if (verdict.rules.length > 0) tally.side.outofpolicy += 1;
  for (const rule of verdict.rules) tally.side.byrule[rule] += 1;
  if (verdict.blocked) {
    tally.side.blocked += 1;
    tally.blockedPaise += verdict.spentPaise;
  }
  tally.savingPaise += verdict.spentPaise - verdict.allowedPaise;
}

const finished = (tally: Tally): SimulationSide => ({ ...tally.side, saving: minorUnitsToDecimal(tally.savingPaise), blockedspend: minorUnitsToDecimal(tally.blockedPaise) });

/** The India day a booking was made on, as indiaToday gives it, worked out by the database: no Date per row. */
const bookedDay = sql<string>`to_char((${flightBookings.bookedOn} at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`;

/** Only what the replay reads of each booking. */
async function paidBookings(ctx: HandlerContext, fromdate: string, todate: string) {
  return ctx.tx
    .select({ profileId: flightBookings.travellerProfileId, gradeId: profiles.gradeId, departmentId: profiles.departmentId, bookedDay, facts: flightBookings.policyFacts })
    .from(flightBookings)
    .innerJoin(profiles, eq(profiles.id, flightBookings.travellerProfileId))
    .where(
      and(
        eq(flightBookings.corporateId, ctx.session.corporateid),
        gte(flightBookings.bookedOn, dayStart(fromdate)),
        lt(flightBookings.bookedOn, dayStart(addDays(todate, 1))),
        isNotNull(flightBookings.paidAt),
        isNotNull(flightBookings.policyFacts),
      ),
    );
}

export const simulatePolicyHandler = defineHandler(simulatePolicy)(async (ctx, { travelpolicyid, versionid, fromdate, todate }) => {
  const { policy, version } = await ownDraft(ctx, travelpolicyid, versionid);
  const corporate = ctx.session.corporateid;
  const inForce = await versionInForce(ctx.tx, policy.id, indiaToday(ctx.now));
  const [draftPolicy, currentPolicy, governs, rows] = await Promise.all([
    loadCompiledFlightPolicy(ctx.tx, corporate, policy.id, version.rules.flight),
    inForce ? loadCompiledFlightPolicy(ctx.tx, corporate, policy.id, inForce.rules.flight) : Promise.resolve<FlightPolicy | null>(null),
    governedBy(ctx, policy.id, policy.isDefault),
    paidBookings(ctx, fromdate, todate),
  ]);
  const draft = emptyTally();
  const current = emptyTally();
  let bookings = 0;
  let spendPaise = 0n;
  for (const row of rows) {
    if (!row.facts || !governs(row.profileId, row.gradeId, row.departmentId)) continue;
    const booking = bookingToJudge(row.facts, row.bookedDay);
    bookings += 1;
    spendPaise += booking.spentPaise;
    count(draft, judgeBooking(draftPolicy, booking));
    if (currentPolicy) count(current, judgeBooking(currentPolicy, booking));
  }
  return { ResponseStatus: { status: 'OK' as const }, simulation: { bookings, spend: minorUnitsToDecimal(spendPaise), current: finished(current), draft: finished(draft) } };
});
