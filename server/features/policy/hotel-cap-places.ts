import type { HotelRules } from '../../../src/contract/policy/hotel-rules';
import type { HandlerContext } from '../../dispatch/types';
import { badRequest } from '../../http/errors';
import { placeExpander } from '../../policy/places';

/*
 * A hotel cap must name a place the app knows: a city or country of the location master, or a
 * location group of the caller's company (docs/features/policy.md "Hotels"). Another company's group
 * reads as an unknown one. The contract has already checked each place's shape.
 */
export async function checkHotelCapPlaces(ctx: HandlerContext, hotel: HotelRules, field: string): Promise<void> {
  const refs = hotel.nightlycaps.map((cap) => ({ type: cap.placetype, code: cap.place }));
  if (refs.length === 0) return;
  const expand = await placeExpander(ctx.tx, ctx.session.corporateid, refs);
  const unknown = refs.findIndex((ref) => !expand(ref).known);
  if (unknown < 0) return;
  const ref = refs[unknown]!;
  const what = ref.type === 'group' ? 'a location group of your company' : `a ${ref.type} we know`;
  throw badRequest(`${field}.nightlycaps.${unknown}.place: ${ref.code} is not ${what}`);
}
