import * as v from 'valibot';
import { calendarDateField } from '../calendar-date';
import { defineOperation } from '../operation';
import { minorUnitsToDecimal, parseMinorUnits } from '../../domain/money';
import type { PolicyRule } from '../../domain/flight-policy';
import { ok, ownIds, policyAdmin, requiredId } from './common';

/*
 * SIMULATEPOLICY (our name; docs/features/policy.md "Simulator"): the company's paid flight
 * bookings and flight searches of a window replayed against a draft version and against the
 * version in force, for the travellers the policy holds for. The screen asks for 90 days in
 * windows and adds the answers up, so it can show its progress; every figure is a sum.
 */

export const POLICY_RULES: readonly PolicyRule[] = ['blocked', 'cabin', 'farecap', 'lowestfare', 'advancepurchase', 'refundable'];
export const POLICY_RULE_LABELS: Record<PolicyRule, string> = {
  blocked: 'Blocked sector',
  cabin: 'Cabin class',
  farecap: 'Fare cap',
  lowestfare: 'Lowest fare',
  advancepurchase: 'Advance purchase',
  refundable: 'Refundable only',
};

const amount = v.pipe(v.string(), v.regex(/^\d+\.\d{2}$/));
const count = v.pipe(v.number(), v.integer());

export const SimulationSideSchema = v.object({
  outofpolicy: count,
  blocked: count,
  /** Bookings that broke each rule (one booking may break several). */
  byrule: v.object({ blocked: count, cabin: count, farecap: count, lowestfare: count, advancepurchase: count, refundable: count }),
  /** Spend on fares that broke a price rule (fare cap, lowest fare) above what the rule allowed. */
  saving: amount,
  /** Spend on bookings of blocked sectors. */
  blockedspend: amount,
  /** Searches with no fare in policy on some trip (those of a blocked sector too). */
  nofare: count,
  /** Searches where every flight of some trip was on a blocked sector. */
  searchblocked: count,
});
export type SimulationSide = v.InferOutput<typeof SimulationSideSchema>;

export const SimulationSchema = v.object({
  bookings: count,
  /** What the replayed bookings' fares cost. */
  spend: amount,
  /** Searches replayed (those whose policy digest was kept). */
  searches: count,
  current: SimulationSideSchema,
  draft: SimulationSideSchema,
});
export type Simulation = v.InferOutput<typeof SimulationSchema>;

export const simulatePolicy = defineOperation({
  ...policyAdmin,
  action: 'SIMULATEPOLICY',
  request: v.pipe(
    v.object({ ...ownIds, travelpolicyid: requiredId('travelpolicyid'), versionid: requiredId('versionid'), fromdate: calendarDateField('fromdate'), todate: calendarDateField('todate') }),
    v.forward(v.check((r) => r.fromdate <= r.todate, 'todate must not be before fromdate'), ['todate']),
  ),
  response: v.object({ ...ok, simulation: SimulationSchema }),
  mutates: false,
});

const add = (a: string, b: string) => minorUnitsToDecimal(parseMinorUnits(a) + parseMinorUnits(b));

function addSides(a: SimulationSide, b: SimulationSide): SimulationSide {
  const byrule = { ...a.byrule };
  for (const rule of POLICY_RULES) byrule[rule] += b.byrule[rule];
  return {
    outofpolicy: a.outofpolicy + b.outofpolicy,
    blocked: a.blocked + b.blocked,
    byrule,
    saving: add(a.saving, b.saving),
    blockedspend: add(a.blockedspend, b.blockedspend),
    nofare: a.nofare + b.nofare,
    searchblocked: a.searchblocked + b.searchblocked,
  };
}

/** Two windows' answers as one. */
export function addSimulations(a: Simulation, b: Simulation): Simulation {
  return {
    bookings: a.bookings + b.bookings,
    spend: add(a.spend, b.spend),
    searches: a.searches + b.searches,
    current: addSides(a.current, b.current),
    draft: addSides(a.draft, b.draft),
  };
}

const EMPTY_SIDE: SimulationSide = {
  outofpolicy: 0,
  blocked: 0,
  byrule: { blocked: 0, cabin: 0, farecap: 0, lowestfare: 0, advancepurchase: 0, refundable: 0 },
  saving: '0.00',
  blockedspend: '0.00',
  nofare: 0,
  searchblocked: 0,
};
export const EMPTY_SIMULATION: Simulation = { bookings: 0, spend: '0.00', searches: 0, current: EMPTY_SIDE, draft: EMPTY_SIDE };
