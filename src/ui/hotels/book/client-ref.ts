/**
 * The stay's client reference: made once per rate on this tab and kept in sessionStorage, so a
 * retry, a reload or the way back from a failed card payment continues the same booking instead of
 * starting a second one (docs/features/hotels.md "Bookings": one booking per booker and client
 * reference). Spent once the stay is booked.
 */
const PREFIX = 'voyage.hotels.clientref.';

export function hotelClientRef(ratekey: string): string {
  const key = PREFIX + ratekey;
  const kept = sessionStorage.getItem(key);
  if (kept) return kept;
  const made = crypto.randomUUID();
  sessionStorage.setItem(key, made);
  return made;
}

export function forgetHotelClientRef(ratekey: string): void {
  sessionStorage.removeItem(PREFIX + ratekey);
}
