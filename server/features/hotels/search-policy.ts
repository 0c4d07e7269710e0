import { createHash } from 'node:crypto';
import type { HotelPolicyVerdictWire, HotelRateSummary } from '../../../src/contract/hotels/search-shapes';
import { type HotelStayPlace, judgeHotelRate } from '../../../src/domain/hotel-policy';
import { placeInGroup } from '../../../src/domain/location-groups';
import type { HandlerContext } from '../../dispatch/types';
import { resolveTravelPolicy } from '../../policy/travel-policy';
import { loadLocationGroupMembers } from '../../store/location-groups-read';

/*
 * The caller's hotel policy on the rates of a search (docs/features/policy.md "Hotels"): the version
 * in force on the search's day, judged by the shared judge (src/domain/hotel-policy.ts) the
 * results' badges use in the browser. Searches are for the caller themself; a stay in India is
 * domestic (the companies we serve are Indian).
 */

export type HotelPolicyJudge = (
  hotel: { countrycode: string; city: string; stars: number },
  rate: Omit<HotelRateSummary, 'policy'>,
) => HotelPolicyVerdictWire;

const HOME_COUNTRY = 'IN';

/**
 * Verdicts already given, by rate summary (search-rates.ts keeps one per supplier rate): a search
 * repeated under the same policy and location groups reuses them. The judge is pure, so a verdict
 * is exact for the same hotel, rate and policy (`policy`, a digest of the rules and the groups);
 * each rate keeps only its last one, and goes with the rate.
 */
const given = new WeakMap<object, { policy: string; hotel: object; verdict: HotelPolicyVerdictWire }>();

/** The judge of the caller's policy on `day`; without a policy everything is in policy. */
export async function callerHotelPolicy(ctx: HandlerContext, day: string): Promise<HotelPolicyJudge> {
  const who = { corporateid: ctx.session.corporateid, profileid: ctx.session.profileid };
  const [policy, groups] = await Promise.all([
    resolveTravelPolicy(ctx.tx, who, day),
    loadLocationGroupMembers(ctx.tx, who.corporateid),
  ]);
  const rules = policy?.rules.hotel;
  const digest = createHash('sha256')
    .update(JSON.stringify([rules ?? null, groups]))
    .digest('base64');
  // A city's groups are the same for all its hotels: work them out once per city.
  const places = new Map<string, HotelStayPlace>();
  const placeOf = (countrycode: string, city: string): HotelStayPlace => {
    const key = `${countrycode}:${city}`;
    let place = places.get(key);
    if (!place) {
      const at = { countrycode, city };
      place = {
        countrycode,
        city,
        groups: groups.filter((g) => placeInGroup(at, g)),
        domestic: countrycode.toUpperCase() === HOME_COUNTRY,
      };
      places.set(key, place);
    }
    return place;
  };
  return (hotel, rate) => {
    const known = given.get(rate);
    if (known && known.policy === digest && known.hotel === hotel) return known.verdict;
    const verdict = judgeHotelRate(rules, placeOf(hotel.countrycode, hotel.city), {
      nightly: rate.nightly.base,
      stars: hotel.stars,
      refundable: rate.refundable,
    });
    const wire = { inpolicy: verdict.inPolicy, reasons: verdict.reasons, needsapproval: verdict.needsApproval };
    given.set(rate, { policy: digest, hotel, verdict: wire });
    return wire;
  };
}
