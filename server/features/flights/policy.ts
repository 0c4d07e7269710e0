import {
  type FarePolicyResult,
  type SelectedFare,
  getFlightPolicy,
  policyToWire,
  validateSearch,
} from '../../../src/contract/flights/policy';
import type { FlightOffer } from '../../../src/domain/flight-offer';
import { policyContexts } from '../../../src/domain/lowest-fare-window';
import { type FlightPolicy, evaluateFarePolicy } from '../../../src/domain/flight-policy';
import { defineHandler } from '../../dispatch/types';
import { badRequest } from '../../http/errors';
import { loadFlightPolicy, loadSearchLists } from './policy-store';
import { flightToday } from './search-store';
import { minorUnitsToDecimal } from '../../../src/domain/money';

/*
 * TGFS VALIDATESEARCH: the caller's company travel policy on the fares chosen from the caller's
 * own search (blocked sectors, cabins, fare limit, the lowest-fare rule). Keys are checked against
 * the search's lists, so a verdict is only ever given on an offer the search really answered.
 */

const field = (i: number, name: string) => `validatesearchrequest.selected[${i}].${name}`;

function judge(policy: FlightPolicy | null, list: FlightOffer[], chosen: SelectedFare, i: number, today: string): FarePolicyResult {
  const offer = list.find((o) => o.flightkey === chosen.flightkey);
  if (!offer) throw badRequest(`${field(i, 'flightkey')}: not a flight of this search`);
  const fare = offer.fares.find((f) => f.farekey === chosen.farekey);
  if (!fare) throw badRequest(`${field(i, 'farekey')}: not a fare of the selected flight`);
  const context = policyContexts(policy, list, today)(offer);
  const { inpolicy, policyviolationreason, blocked, blockedreason } = evaluateFarePolicy(policy, offer, fare, context);
  return { ...chosen, inpolicy, policyviolationreason, blocked, blockedreason, lowestfare: minorUnitsToDecimal(context.lowestPaise) };
}

function overall(results: readonly FarePolicyResult[]) {
  const blocked = results.find((r) => r.blocked);
  const inpolicy = results.every((r) => r.inpolicy);
  if (blocked) return { status: 'NOK' as const, message: blocked.blockedreason, inpolicy };
  const message = inpolicy ? '' : "The selected fare is outside your company's travel policy";
  return { status: 'OK' as const, message, inpolicy };
}

export const flightPolicyHandlers = [
  defineHandler(validateSearch)(async (ctx, { validatesearchrequest, multicity }) => {
    const { responseid, selected } = validatesearchrequest;
    const search = await loadSearchLists(ctx, responseid);
    if (multicity !== (search.request.triptype === 'multicity'))
      throw badRequest(`multicity must be ${!multicity} for this search`);
    if (selected.length !== search.lists.length)
      throw badRequest(`validatesearchrequest.selected must name ${search.lists.length} fare(s) for this search`);
    const policy = await loadFlightPolicy(ctx);
    const today = flightToday(ctx.now);
    const results = selected.map((chosen, i) => judge(policy, search.lists[i]!, chosen, i, today));
    return { ...overall(results), results };
  }),

  // The caller's own company's policy only (the session's corporateid), for the results' badges.
  defineHandler(getFlightPolicy)(async (ctx) => {
    const policy = await loadFlightPolicy(ctx);
    return { policy: policy ? policyToWire(policy) : null };
  }),
];
