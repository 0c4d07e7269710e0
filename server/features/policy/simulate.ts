import { type SimulationSide, simulatePolicy } from '../../../src/contract/policy/simulator';
import { indiaToday } from '../../../src/domain/calendar-days';
import type { FlightPolicy } from '../../../src/domain/flight-policy';
import { minorUnitsToDecimal } from '../../../src/domain/money';
import { type FactsVerdict, bookingToJudge, judgeBooking } from '../../../src/domain/policy-facts';
import type { PolicySearchDigest } from '../../../src/domain/policy-search-digest';
import { type SearchVerdict, judgeSearch, replayMemo, searchToJudge } from '../../../src/domain/policy-search-judge';
import { defineHandler } from '../../dispatch/types';
import { loadCompiledFlightPolicy } from '../../policy/flight-policy';
import { versionInForce } from '../../policy/travel-policy';
import { digestedSearches, governedProfiles, paidBookings } from './simulate-rows';
import { ownDraft } from './versions';

/*
 * SIMULATEPOLICY (docs/features/policy.md "Simulator"): the paid flight bookings and the flight
 * searches of a window, of the travellers the policy holds for today, judged by the draft and by
 * the version in force, each on the day it was booked or searched. Reads the facts kept with each
 * booking and the digest kept with each search, never the offers, so 90 days of a large company
 * stay a few seconds: each is read once for both versions, and a fare in policy costs only the
 * in-policy test.
 */

interface Tally {
  side: SimulationSide;
  savingPaise: bigint;
  blockedPaise: bigint;
}

const emptyTally = (): Tally => ({
  side: {
    outofpolicy: 0,
    blocked: 0,
    byrule: { blocked: 0, cabin: 0, farecap: 0, lowestfare: 0, advancepurchase: 0, refundable: 0 },
    saving: '',
    blockedspend: '',
    nofare: 0,
    searchblocked: 0,
  },
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

function countSearch(tally: Tally, verdict: SearchVerdict): void {
  if (verdict.nofare) tally.side.nofare += 1;
  if (verdict.blocked) tally.side.searchblocked += 1;
}

const finished = (tally: Tally): SimulationSide => ({ ...tally.side, saving: minorUnitsToDecimal(tally.savingPaise), blockedspend: minorUnitsToDecimal(tally.blockedPaise) });

/** The two versions a replay judges by, who the policy holds for, and what each version counts. */
interface Judges {
  draft: FlightPolicy;
  current: FlightPolicy | null;
  governed: ReadonlySet<string>;
  tallies: { draft: Tally; current: Tally };
}

function replayBookings(rows: Awaited<ReturnType<typeof paidBookings>>, { draft, current, governed, tallies }: Judges) {
  let bookings = 0;
  let spendPaise = 0n;
  for (const row of rows) {
    if (!row.facts || !governed.has(row.profileId)) continue;
    const booking = bookingToJudge(row.facts, row.day);
    bookings += 1;
    spendPaise += booking.spentPaise;
    count(tallies.draft, judgeBooking(draft, booking));
    if (current) count(tallies.current, judgeBooking(current, booking));
  }
  return { bookings, spend: minorUnitsToDecimal(spendPaise) };
}

function replaySearches(rows: Awaited<ReturnType<typeof digestedSearches>>, { draft, current, governed, tallies }: Judges) {
  let searches = 0;
  const memo = replayMemo();
  for (const row of rows) {
    if (!governed.has(row.profileId)) continue;
    const search = searchToJudge(JSON.parse(row.digest) as PolicySearchDigest, row.day, memo);
    searches += 1;
    countSearch(tallies.draft, judgeSearch(draft, search));
    if (current) countSearch(tallies.current, judgeSearch(current, search));
  }
  return searches;
}

export const simulatePolicyHandler = defineHandler(simulatePolicy)(async (ctx, { travelpolicyid, versionid, fromdate, todate }) => {
  const { policy, version } = await ownDraft(ctx, travelpolicyid, versionid);
  const corporate = ctx.session.corporateid;
  const inForce = await versionInForce(ctx.tx, policy.id, indiaToday(ctx.now));
  const [draft, current, governed] = await Promise.all([
    loadCompiledFlightPolicy(ctx.tx, corporate, policy.id, version.rules.flight),
    inForce ? loadCompiledFlightPolicy(ctx.tx, corporate, policy.id, inForce.rules.flight) : Promise.resolve(null),
    governedProfiles(ctx, policy.id, policy.isDefault),
  ]);
  const judges: Judges = { draft, current, governed, tallies: { draft: emptyTally(), current: emptyTally() } };
  // Each replay judges its rows as they arrive, while the database still reads the other's.
  const [{ bookings, spend }, searches] = await Promise.all([
    paidBookings(ctx, fromdate, todate).then((rows) => replayBookings(rows, judges)),
    digestedSearches(ctx, fromdate, todate).then((rows) => replaySearches(rows, judges)),
  ]);
  const simulation = { bookings, spend, searches, current: finished(judges.tallies.current), draft: finished(judges.tallies.draft) };
  return { ResponseStatus: { status: 'OK' as const }, simulation };
});
