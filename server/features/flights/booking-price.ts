import { and, eq } from 'drizzle-orm';
import { FLIGHT_GONE, type FlightBookingRequest, POLICY_REASON_REQUIRED } from '../../../src/contract/flights/booking';
import { TRAVEL_STAFF } from '../../../src/contract/roles';
import { isTravelCoordinator } from '../../../src/domain/trip-roles';
import { flightTravellerProblem, paxAgeProblem } from '../../../src/domain/flight-booking-rules';
import { type ExtrasLine, priceExtras } from '../../../src/domain/flight-extras';
import { promoDiscount } from '../../../src/domain/flight-promo';
import { parseMinorUnits, minorUnitsToDecimal } from '../../../src/domain/money';
import type { HandlerContext } from '../../dispatch/types';
import { forbidden } from '../../http/errors';
import { profiles } from '../../store/schema';
import { mappedAmong } from '../../workflow/coordinator-scope';
import { type Repriced, repriceSelection } from './booking-reprice';
import { flightSupplier } from './supplier';

/*
 * The server's own price of a flight booking request: the fares re-priced (booking-reprice.ts),
 * the extras priced against the airline's catalogue (H2's priceExtras), the promo code applied
 * again (promoDiscount). What the page sent only says what the user agreed to pay; the totals it
 * sent are compared, never used.
 */

export interface BookingPrice extends Repriced {
  extras: ExtrasLine[];
  extrasPaise: bigint;
  discountPaise: bigint;
  promoCode: string;
  /** fares + extras − discount. */
  totalPaise: bigint;
}

export type Refused = { refused: string };

const ORDER = { ADT: 0, CHD: 1, INF: 2 } as const;

/** Counts and order must be the search's: adults, then children, then infants. */
function travellerCountProblem(request: FlightBookingRequest, search: Repriced['search']['request']): string | null {
  const types = request.travellers.map((t) => t.paxtype);
  const count = (type: string) => types.filter((t) => t === type).length;
  if (count('ADT') !== search.adults || count('CHD') !== search.children || count('INF') !== search.infants)
    return `travellers: this search is for ${search.adults} adult(s), ${search.children} child(ren) and ${search.infants} infant(s)`;
  const sorted = types.every((t, i) => i === 0 || ORDER[types[i - 1]!] <= ORDER[t]);
  return sorted ? null : 'travellers: list adults first, then children, then infants';
}

/**
 * A traveller's profileid must be someone of the caller's company, and someone other than the
 * caller only when the caller is travel staff booking for them, a travel coordinator only for the
 * travellers mapped to them (403 otherwise, naming the field).
 */
async function checkTravellerProfiles(ctx: HandlerContext, request: FlightBookingRequest): Promise<void> {
  const staff = TRAVEL_STAFF.includes(ctx.session.role);
  const coordinator = isTravelCoordinator(ctx.session.role);
  const mapped = coordinator ? await mappedAmong(ctx, request.travellers.map((t) => t.profileid)) : new Set<string>();
  for (const [i, t] of request.travellers.entries()) {
    if (t.profileid === '' || t.profileid === ctx.session.profileid) continue;
    if (coordinator && !mapped.has(t.profileid)) throw forbidden(`travellers[${i}].profileid: not a traveller mapped to you`);
    const [row] = staff
      ? await ctx.tx
          .select({ id: profiles.id })
          .from(profiles)
          .where(and(eq(profiles.id, t.profileid), eq(profiles.corporateId, ctx.session.corporateid)))
      : [];
    if (!row) throw forbidden(`travellers[${i}].profileid: not yours`);
  }
}

/** What the travellers break (counts, names, documents, ages on the day of travel), first problem only. */
function travellerProblem(request: FlightBookingRequest, priced: Repriced): string | null {
  const counted = travellerCountProblem(request, priced.search.request);
  if (counted) return counted;
  const travelDay = priced.offers[0]!.segments[0]!.departure.slice(0, 10);
  for (const [i, t] of request.travellers.entries()) {
    const problem =
      flightTravellerProblem(t, i + 1, priced.domint) ?? paxAgeProblem(t.paxtype, t.dob, travelDay, i + 1);
    if (problem) return problem;
  }
  return null;
}

/** The whole server price of a booking request, or why it cannot be booked (a message naming the field). */
export async function priceBooking(
  ctx: HandlerContext,
  request: FlightBookingRequest,
): Promise<BookingPrice | Refused> {
  await checkTravellerProfiles(ctx, request);
  const priced = await repriceSelection(ctx, request.responseid, request.selected);
  if ('gone' in priced) return { refused: priced.gone };
  if (priced.blockedreason) return { refused: priced.blockedreason };
  const problem = travellerProblem(request, priced);
  if (problem) return { refused: problem };
  const catalogue = [];
  for (const [i, chosen] of request.selected.entries()) {
    const fareExtras = await flightSupplier().price.extras(ctx.tx, priced.offers[i]!, chosen.farekey, ctx.now);
    if (!fareExtras) return { refused: FLIGHT_GONE };
    catalogue.push(fareExtras);
  }
  const extras = priceExtras(
    catalogue,
    request.extras,
    request.travellers.map((t) => t.paxtype),
  );
  if (!extras.ok) return { refused: extras.message };
  let discountPaise = 0n;
  let promoCode = '';
  if (request.promocode !== '') {
    const promo = promoDiscount(request.promocode, priced.farePaise + extras.totalPaise, priced.domint);
    if (!promo.ok) return { refused: `promocode: ${promo.message}` };
    discountPaise = promo.discountPaise;
    promoCode = promo.code;
  }
  return {
    ...priced,
    extras: extras.lines,
    extrasPaise: extras.totalPaise,
    discountPaise,
    promoCode,
    totalPaise: priced.farePaise + extras.totalPaise - discountPaise,
  };
}

/** NOK text when the page's agreed amounts are not the server's (naming the new price), else null. */
export function priceChangeProblem(request: FlightBookingRequest, price: BookingPrice): string | null {
  if (parseMinorUnits(request.totalfare) !== price.farePaise)
    return `The fare has changed to INR ${minorUnitsToDecimal(price.farePaise)}. Please review the new price and book again.`;
  if (parseMinorUnits(request.extrastotal) !== price.extrasPaise)
    return `extrastotal: the extras cost INR ${minorUnitsToDecimal(price.extrasPaise)}. Please review them and book again.`;
  return null;
}

/** Out of policy needs the traveller's reason. */
export function policyReasonProblem(request: FlightBookingRequest, price: BookingPrice): string | null {
  return !price.inpolicy && request.policyreason === '' ? POLICY_REASON_REQUIRED : null;
}

export const APPROVAL_NEEDED =
  'This booking needs an approved booking request. Please send it for approval before booking.';
