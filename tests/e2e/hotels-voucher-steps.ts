import { expect } from './support/fixtures';
import type { ApiUser } from './insurance-steps';

/* Steps of the voucher spec (tests/e2e/hotels-voucher.spec.ts): a stay booked through the API. */

const HOUR_MS = 3_600_000;
/** India's offset: the sandbox hotels of Bengaluru check in at their own local time (docs/sandbox-hotels.md "Cancellation"). */
const IST_MS = 5.5 * HOUR_MS;

/**
 * The day after tomorrow in India: its check-in (12:00–15:00 there) is 36 to 63 hours away whatever
 * the time now, inside the refundable rate's 50 % tier (less than 72, at least 24 hours before).
 */
export function fiftyPercentStay(now = Date.now()): { checkin: string; checkout: string } {
  const day = (n: number) => new Date(now + IST_MS + n * 24 * HOUR_MS).toISOString().slice(0, 10);
  return { checkin: day(2), checkout: day(3) };
}

interface SearchedRate {
  ratekey: string;
  refundable: boolean;
  policy: { inpolicy: boolean; needsapproval: boolean };
}
interface SearchedHotel {
  hotelcode: string;
  name: string;
  stars: number;
  cheapestrefundable: SearchedRate;
}

/** Searches Bengaluru and books the first refundable rate the search judged in policy, paid from the wallet. */
export async function bookRefundableStay(user: ApiUser): Promise<{ txid: string; hotel: string }> {
  const stay = fiftyPercentStay();
  const found = await user.call({
    opid: 'TG-HOTEL',
    action: 'searchhotels',
    placeid: 'in-bengaluru',
    ...stay,
    rooms: [{ adults: 1, childages: [] }],
  });
  expect(found.status(), await found.text()).toBe(200);
  const { searchid, hotels } = (await found.json()) as { searchid: string; hotels: SearchedHotel[] };
  const hotel = hotels.find(
    (h) => h.cheapestrefundable.refundable && h.cheapestrefundable.policy.inpolicy && !h.cheapestrefundable.policy.needsapproval,
  );
  if (!hotel) throw new Error('no refundable rate in policy in Bengaluru');
  const booked = await user.call({
    opid: 'TG-HOTEL',
    action: 'bookhotel',
    profileid: user.profileid,
    corporateid: user.corporateid,
    ratekey: hotel.cheapestrefundable.ratekey,
    searchid,
    guests: [{ profileid: user.profileid }],
    paymentmode: 'cashcard',
    clientref: crypto.randomUUID(),
  });
  expect(booked.status(), await booked.text()).toBe(200);
  const answer = (await booked.json()) as { status: string; txid: string; message: string };
  expect(answer.status, answer.message).toBe('OK');
  return { txid: answer.txid, hotel: hotel.name };
}
