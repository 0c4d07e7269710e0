import type { HotelCapRule, HotelRules } from '../contract/policy/hotel-rules';
import { cityLocationId } from './location-groups';
import { formatMoneyExact, parseMinorUnits } from './money';

/*
 * A traveller's hotel policy judged against one rate (docs/features/policy.md "Hotels"): the one
 * judge the hotel results' badges use in the browser (offline too) and the server answers booking
 * with. Pure. A version saved before hotel rules existed has none: everything is in policy.
 */

/** Where the hotel is, as the hotels feature knows it. */
export interface HotelStayPlace {
  /** ISO alpha-2 ('IN'). */
  countrycode: string;
  /** The city as the location master names it ('Mumbai'), so 'IN:Mumbai' caps match. */
  city: string;
  /** The company's location groups the city is in (placeInGroup in location-groups.ts); their names word the reasons. */
  groups: readonly { groupid: string; groupname: string }[];
  /** Whether the stay is domestic for the company (in India for an Indian company). */
  domestic: boolean;
}

/** One rate of one hotel. */
export interface HotelRate {
  /** Per room and night, before tax: a decimal rupee string ('9500.00'). */
  nightly: string;
  /** The hotel's stars; 0 for unrated. */
  stars: number;
  refundable: boolean;
}

export type HotelRule = 'nightly' | 'stars' | 'refundable';

export interface HotelPolicyVerdict {
  inPolicy: boolean;
  /** The rules the rate breaks, in the order of `reasons`. */
  broken: HotelRule[];
  /** One sentence per broken rule, for the traveller. */
  reasons: string[];
  /** Whether the policy asks for an approval before this rate is booked. */
  needsApproval: boolean;
}

/** The nightly limit that holds for a stay, with the place it is for. */
export interface NightlyLimit {
  maxPaise: bigint;
  /** 'Mumbai', 'India', 'Metro cities', 'all hotels', 'domestic hotels'. */
  label: string;
}

const regions = new Intl.DisplayNames(['en'], { type: 'region' });
const countryName = (code: string) => regions.of(code) ?? code;
const rupees = (paise: bigint) => formatMoneyExact(paise, 'INR');

/** The label of a cap when it matches the stay, or null when it does not. */
function capMatch(cap: HotelCapRule, stay: HotelStayPlace): string | null {
  switch (cap.placetype) {
    case 'any':
      return 'all hotels';
    case 'country':
      return cap.place === stay.countrycode.toUpperCase() ? countryName(cap.place) : null;
    case 'city':
      return cap.place === cityLocationId(stay.countrycode, stay.city) ? stay.city : null;
    case 'group':
      return stay.groups.find((g) => g.groupid === cap.place)?.groupname ?? null;
  }
}

/** The lowest matching cap, else the domestic or international limit, else null (no limit). */
export function nightlyLimitOf(rules: HotelRules, stay: HotelStayPlace): NightlyLimit | null {
  let lowest: NightlyLimit | null = null;
  for (const cap of rules.nightlycaps) {
    const label = capMatch(cap, stay);
    if (label === null) continue;
    const maxPaise = parseMinorUnits(cap.maxnightly);
    if (lowest === null || maxPaise < lowest.maxPaise) lowest = { maxPaise, label };
  }
  if (lowest) return lowest;
  const limit = stay.domestic ? rules.nightlylimit.domestic : rules.nightlylimit.international;
  return limit === '' ? null : { maxPaise: parseMinorUnits(limit), label: stay.domestic ? 'domestic hotels' : 'international hotels' };
}

/** The most stars allowed for the stay; null = any. */
export function starLimitOf(rules: HotelRules, stay: Pick<HotelStayPlace, 'domestic'>): number | null {
  const max = stay.domestic ? rules.maxstars.domestic : rules.maxstars.international;
  return max > 0 ? max : null;
}

export function judgeHotelRate(rules: HotelRules | undefined, stay: HotelStayPlace, rate: HotelRate): HotelPolicyVerdict {
  if (!rules) return { inPolicy: true, broken: [], reasons: [], needsApproval: false };
  const broken: HotelRule[] = [];
  const reasons: string[] = [];
  const limit = nightlyLimitOf(rules, stay);
  const nightlyPaise = parseMinorUnits(rate.nightly);
  if (limit && nightlyPaise > limit.maxPaise) {
    broken.push('nightly');
    reasons.push(`${rupees(nightlyPaise)} a night is above the ${rupees(limit.maxPaise)} limit for ${limit.label}`);
  }
  const maxStars = starLimitOf(rules, stay);
  if (maxStars !== null && rate.stars > maxStars) {
    broken.push('stars');
    reasons.push(`${rate.stars}-star hotels are above the ${maxStars}-star limit`);
  }
  if (rules.refundableonly && !rate.refundable) {
    broken.push('refundable');
    reasons.push('Non-refundable rates are out of policy');
  }
  const inPolicy = broken.length === 0;
  const needsApproval = rules.approvalrule === 'always' || (rules.approvalrule === 'outofpolicy' && !inPolicy);
  return { inPolicy, broken, reasons, needsApproval };
}
