import { hotelSupplier } from '../../server/features/hotels/supplier';
import type { HotelRate } from '../../server/features/hotels/supplier';
import { rateSummary } from '../../server/features/hotels/search-rates';
import { hotelSearches } from '../../server/store/schema-hotels';
import { parseMinorUnits } from '../../src/domain/money';
import type { TestApp } from './helpers/test-app';
import { STAY, TODAY } from './hotels-booking-fixtures';

/*
 * Shared by the hotel approval and trip tests: rates in and out of the demo policies
 * (server/store/seed-travel-policy.ts: Acme caps a domestic night at ₹7,000 and 4 stars, Globex at
 * ₹8,000; both ask for approval out of policy), found in the supplier so no price is hard-coded.
 */

const nightlyPaise = (rate: HotelRate) => parseMinorUnits(rateSummary(rate).nightly.base);

/** A rate of Bengaluru in both policies (at most 4 stars, at most ₹7,000 a night) or out of both (5 stars, over ₹8,000). */
export function policyRate(inPolicy: boolean, skip = 0, stay = STAY): HotelRate {
  let skipped = 0;
  for (let n = 2; n <= 400; n++) {
    const code = `in-bengaluru-${String(n).padStart(4, '0')}`;
    const hotel = hotelSupplier().content(code);
    const answer = hotelSupplier().rates(code, stay, TODAY);
    if (!('stars' in hotel) || !('rates' in answer)) continue;
    const fits = (r: HotelRate) =>
      inPolicy ? hotel.stars <= 4 && nightlyPaise(r) <= 7_000_00n : hotel.stars === 5 && nightlyPaise(r) > 8_000_00n;
    const rate = answer.rates.find(fits);
    if (rate && skipped++ === skip) return rate;
  }
  throw new Error(`no ${inPolicy ? 'in-policy' : 'out-of-policy'} rate in Bengaluru`);
}

/** A stored search of the caller (what sendhotelforapproval resumes), without running the 2,000-hotel search. */
export async function storedSearch(t: TestApp, corporateId: string, profileId: string): Promise<string> {
  const searchId = `HS-test-${corporateId}-${profileId}-${Math.random().toString(36).slice(2, 8)}`;
  await t.store.db.insert(hotelSearches).values({
    searchId,
    corporateId,
    profileId,
    query: { placeid: 'CITY-BLR', ...STAY },
    pricedOn: TODAY,
    searchedAt: t.clock.now(),
  } as typeof hotelSearches.$inferInsert);
  return searchId;
}

export const sendStay = (t: TestApp, token: string, jsondata: Record<string, unknown>) =>
  t.service(token, { opid: 'TG-HOTEL', action: 'sendhotelforapproval', jsondata });

export const addStayToTrip = (t: TestApp, token: string, jsondata: Record<string, unknown>) =>
  t.service(token, { opid: 'TG-HOTEL', action: 'addhoteltotrip', jsondata });
