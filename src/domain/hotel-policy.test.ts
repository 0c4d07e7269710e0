import { describe, expect, it } from 'vitest';
import { type HotelRules, OPEN_HOTEL_RULES } from '../contract/policy/hotel-rules';
import { type HotelStayPlace, judgeHotelRate, nightlyLimitOf } from './hotel-policy';
import { type LocationGroupMembers, placeInGroup } from './location-groups';

/* The hotel judge (docs/features/policy.md "Hotels"): limits, caps by place, stars, refundability, approval. */

const metros: LocationGroupMembers = { groupid: 'LG1', groupname: 'Metro cities', countries: [], cities: ['IN:Mumbai', 'IN:Delhi'] };
const schengen: LocationGroupMembers = { groupid: 'LG2', groupname: 'Schengen', countries: ['FR', 'DE'], cities: [] };

/** A stay as the hotels feature gives it: its groups found as the flight rules find a place's. */
function stay(countrycode: string, city: string): HotelStayPlace {
  const place = { countrycode, city };
  return { ...place, groups: [metros, schengen].filter((g) => placeInGroup(place, g)), domestic: countrycode === 'IN' };
}

const ACME: HotelRules = {
  ...OPEN_HOTEL_RULES,
  nightlylimit: { domestic: '7000.00', international: '15000.00' },
  nightlycaps: [
    { placetype: 'city', place: 'IN:Mumbai', maxnightly: '12000.00' },
    { placetype: 'city', place: 'IN:Delhi', maxnightly: '12000.00' },
  ],
  maxstars: { domestic: 4, international: 0 },
};
const rate = (nightly: string, stars = 3, refundable = true) => ({ nightly, stars, refundable });

describe('judgeHotelRate', () => {
  it('holds a stay without a matching cap to the domestic or international limit', () => {
    expect(judgeHotelRate(ACME, stay('IN', 'Pune'), rate('7000.00'))).toEqual({ inPolicy: true, broken: [], reasons: [], needsApproval: false });
    expect(judgeHotelRate(ACME, stay('IN', 'Pune'), rate('9500.00')).reasons).toEqual(['₹9,500 a night is above the ₹7,000 limit for domestic hotels']);
    expect(judgeHotelRate(ACME, stay('FR', 'Paris'), rate('15000.01')).reasons).toEqual(['₹15,000.01 a night is above the ₹15,000 limit for international hotels']);
  });

  it('lets a city cap replace the nightly limit, above or below it', () => {
    expect(judgeHotelRate(ACME, stay('IN', 'Mumbai'), rate('9500.00')).inPolicy).toBe(true);
    expect(judgeHotelRate(ACME, stay('IN', 'Mumbai'), rate('12500.00')).reasons).toEqual(['₹12,500 a night is above the ₹12,000 limit for Mumbai']);
    const tighter = { ...ACME, nightlycaps: [{ placetype: 'city' as const, place: 'IN:Goa', maxnightly: '5000.00' }] };
    expect(judgeHotelRate(tighter, stay('IN', 'Goa'), rate('6000.00')).reasons).toEqual(['₹6,000 a night is above the ₹5,000 limit for Goa']);
  });

  it('takes the lowest of every matching cap: city, country, location group, anywhere', () => {
    const rules: HotelRules = {
      ...OPEN_HOTEL_RULES,
      nightlycaps: [
        { placetype: 'any', place: '', maxnightly: '20000.00' },
        { placetype: 'group', place: 'LG1', maxnightly: '11000.00' },
        { placetype: 'city', place: 'IN:Mumbai', maxnightly: '13000.00' },
        { placetype: 'country', place: 'FR', maxnightly: '18000.00' },
        { placetype: 'group', place: 'LG2', maxnightly: '16000.00' },
      ],
    };
    expect(nightlyLimitOf(rules, stay('IN', 'Mumbai'))).toEqual({ maxPaise: 1_100_000n, label: 'Metro cities' });
    expect(nightlyLimitOf(rules, stay('FR', 'Paris'))).toEqual({ maxPaise: 1_600_000n, label: 'Schengen' });
    expect(nightlyLimitOf(rules, stay('GB', 'London'))).toEqual({ maxPaise: 2_000_000n, label: 'all hotels' });
    const franceOnly = { ...OPEN_HOTEL_RULES, nightlycaps: [{ placetype: 'country' as const, place: 'FR', maxnightly: '18000.00' }] };
    expect(judgeHotelRate(franceOnly, stay('FR', 'Nice'), rate('18500.00')).reasons).toEqual(['₹18,500 a night is above the ₹18,000 limit for France']);
    // A city cap is the city of that country only, matched as the location master writes it.
    expect(nightlyLimitOf(rules, stay('US', 'Mumbai'))?.label).toBe('all hotels');
    expect(nightlyLimitOf({ ...OPEN_HOTEL_RULES, nightlycaps: rules.nightlycaps.slice(2, 3) }, stay('IN', 'mumbai'))).toBeNull();
  });

  it('holds stars to the limit of the stay’s kind, 0 allowing any', () => {
    expect(judgeHotelRate(ACME, stay('IN', 'Pune'), rate('5000.00', 5)).reasons).toEqual(['5-star hotels are above the 4-star limit']);
    expect(judgeHotelRate(ACME, stay('IN', 'Pune'), rate('5000.00', 4)).inPolicy).toBe(true);
    expect(judgeHotelRate(ACME, stay('FR', 'Paris'), rate('5000.00', 5)).inPolicy).toBe(true);
  });

  it('refuses non-refundable rates only when the policy asks for refundable ones', () => {
    expect(judgeHotelRate(ACME, stay('IN', 'Pune'), rate('5000.00', 3, false)).inPolicy).toBe(true);
    const verdict = judgeHotelRate({ ...ACME, refundableonly: true }, stay('IN', 'Pune'), rate('9000.00', 5, false));
    expect(verdict.broken).toEqual(['nightly', 'stars', 'refundable']);
    expect(verdict.reasons).toEqual([
      '₹9,000 a night is above the ₹7,000 limit for domestic hotels',
      '5-star hotels are above the 4-star limit',
      'Non-refundable rates are out of policy',
    ]);
  });

  it('asks for approval as the rule says: out of policy, always or never', () => {
    const out = rate('9500.00');
    const within = rate('5000.00');
    const pune = stay('IN', 'Pune');
    expect([judgeHotelRate(ACME, pune, out).needsApproval, judgeHotelRate(ACME, pune, within).needsApproval]).toEqual([true, false]);
    const always = { ...ACME, approvalrule: 'always' as const };
    expect([judgeHotelRate(always, pune, out).needsApproval, judgeHotelRate(always, pune, within).needsApproval]).toEqual([true, true]);
    const never = { ...ACME, approvalrule: 'never' as const };
    expect(judgeHotelRate(never, pune, out)).toMatchObject({ inPolicy: false, needsApproval: false });
  });

  it('has no limits for a version without hotel rules or with the open ones', () => {
    const dear = rate('250000.00', 5, false);
    expect(judgeHotelRate(undefined, stay('IN', 'Mumbai'), dear)).toEqual({ inPolicy: true, broken: [], reasons: [], needsApproval: false });
    expect(judgeHotelRate(OPEN_HOTEL_RULES, stay('FR', 'Paris'), dear).inPolicy).toBe(true);
  });
});
