import { FLIGHT_GONE, type RepriceResponse, type RepricedFare } from '../../../src/contract/flights/booking';
import type { SelectedFare } from '../../../src/contract/flights/policy';
import type { FlightOffer } from '../../../src/domain/flight-offer';
import { policyContexts } from '../../../src/domain/lowest-fare-window';
import { evaluateFarePolicy } from '../../../src/domain/flight-policy';
import type { HandlerContext } from '../../dispatch/types';
import { badRequest } from '../../http/errors';
import { type SearchForPolicy, loadCallerFlightPolicy, loadSearchLists } from './policy-store';
import { flightToday } from './search-store';
import { flightSupplier } from './supplier';
import { minorUnitsToDecimal, parseMinorUnits } from '../../../src/domain/money';

/*
 * The booking's re-price (TGFS REPRICE, and the first step of booking, approval and add-to-trip):
 * each chosen fare is found again by its key and priced now, as the airline would at booking (the
 * price step's atBooking: the sandbox's BLR→GOI costs more than searched). The fares must be ones
 * the caller's own search answered; the company policy judges the re-priced fare against that
 * search's lowest.
 */

export interface Repriced {
  search: SearchForPolicy;
  /** The re-priced offers with every fare (what the extras catalogue reads), in `selected` order. */
  offers: FlightOffer[];
  /** The wire's fares: each offer with only its chosen fare. */
  fares: RepricedFare[];
  farePaise: bigint;
  searchedPaise: bigint;
  inpolicy: boolean;
  /** Every out-of-policy reason, joined; '' when in policy. */
  policyviolationreason: string;
  /** The first blocked fare's reason; '' when none is blocked. */
  blockedreason: string;
  approvalrequired: boolean;
  /** The reasons the traveller's policy offers for choosing an out-of-policy fare. */
  policyreasons: string[];
  /** Per chosen fare, what the lowest-fare rule compared it with (kept with the booking for the simulator). */
  comparisonPaise: bigint[];
  domint: 'domestic' | 'international';
}

const field = (i: number, name: string) => `selected[${i}].${name}`;

/** The re-price, or `{gone}` when a chosen flight or fare no longer exists. 404/400 for foreign or malformed keys. */
export async function repriceSelection(
  ctx: HandlerContext,
  responseid: string,
  selected: readonly SelectedFare[],
): Promise<Repriced | { gone: string; search: SearchForPolicy }> {
  const search = await loadSearchLists(ctx, responseid);
  if (selected.length !== search.lists.length)
    throw badRequest(`selected must name ${search.lists.length} fare(s) for this search`);
  const { adults, children, infants } = search.request;
  const today = flightToday(ctx.now);
  const caller = await loadCallerFlightPolicy(ctx);
  const policy = caller?.policy ?? null;
  const offers: FlightOffer[] = [];
  const comparisonPaise: bigint[] = [];
  const fares: RepricedFare[] = [];
  let farePaise = 0n;
  let searchedPaise = 0n;
  for (const [i, chosen] of selected.entries()) {
    const list = search.lists[i]!;
    const searched = list.find((o) => o.flightkey === chosen.flightkey);
    if (!searched) throw badRequest(`${field(i, 'flightkey')}: not a flight of this search`);
    const searchedFare = searched.fares.find((f) => f.farekey === chosen.farekey);
    if (!searchedFare) throw badRequest(`${field(i, 'farekey')}: not a fare of the selected flight`);
    const offer = await flightSupplier().price.price(ctx.tx, {
      flightkey: chosen.flightkey,
      pax: { adults, children, infants },
      today,
      atBooking: true,
    });
    const fare = offer?.fares.find((f) => f.farekey === chosen.farekey);
    // A flight that has left (or leaves today before now is priced) can no longer be booked.
    if (!offer || !fare || offer.segments[0]!.departure.slice(0, 10) < today) return { gone: FLIGHT_GONE, search };
    const context = policyContexts(policy, list, today)(searched);
    const { inpolicy, policyviolationreason, blocked, blockedreason } = evaluateFarePolicy(policy, offer, fare, context);
    comparisonPaise.push(context.lowestPaise);
    offers.push(offer);
    fares.push({ ...chosen, offer: { ...offer, fares: [fare] }, inpolicy, policyviolationreason, blocked, blockedreason });
    farePaise += parseMinorUnits(fare.totalfare);
    searchedPaise += parseMinorUnits(searchedFare.totalfare);
  }
  const inpolicy = fares.every((f) => f.inpolicy);
  return {
    search,
    offers,
    fares,
    farePaise,
    searchedPaise,
    inpolicy,
    policyviolationreason: fares
      .map((f) => f.policyviolationreason)
      .filter((r) => r !== '')
      .join('; '),
    blockedreason: fares.find((f) => f.blocked)?.blockedreason ?? '',
    approvalrequired: !inpolicy && (caller?.applied.rules.flight.approvalwhenoutofpolicy ?? false),
    policyreasons: caller?.applied.rules.reasons ?? [],
    comparisonPaise,
    domint: offers.some((o) => o.domint === 'international') ? 'international' : 'domestic',
  };
}

const OUT_OF_POLICY = "The selected fare is outside your company's travel policy";

/** The REPRICE answer of a re-price. */
export function repriceAnswer(result: Repriced | { gone: string; search: SearchForPolicy }): RepriceResponse {
  const { request } = result.search;
  const common = {
    adults: request.adults,
    children: request.children,
    infants: request.infants,
    triptype: request.triptype,
  };
  if ('gone' in result)
    return {
      ...common,
      status: 'NOK',
      message: result.gone,
      fares: [],
      totalfare: '',
      searchedtotalfare: '',
      farechanged: false,
      inpolicy: true,
      approvalrequired: false,
      reasonrequired: false,
      policyreasons: [],
      domint: request.domint ?? 'domestic',
    };
  const farechanged = result.farePaise !== result.searchedPaise;
  const message = result.blockedreason
    ? result.blockedreason
    : farechanged
      ? `The fare has changed from INR ${minorUnitsToDecimal(result.searchedPaise)} to INR ${minorUnitsToDecimal(result.farePaise)}`
      : result.inpolicy
        ? ''
        : OUT_OF_POLICY;
  return {
    ...common,
    status: result.blockedreason ? 'NOK' : 'OK',
    message,
    fares: result.fares,
    totalfare: minorUnitsToDecimal(result.farePaise),
    searchedtotalfare: minorUnitsToDecimal(result.searchedPaise),
    farechanged,
    inpolicy: result.inpolicy,
    approvalrequired: result.approvalrequired,
    reasonrequired: !result.inpolicy,
    policyreasons: result.policyreasons,
    domint: result.domint,
  };
}
