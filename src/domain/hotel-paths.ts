/*
 * The app paths of the hotel flow (docs/features/hotels.md "Screens"), one place for the screens,
 * the server's resume links of a booking approval and the tests. The flow lives under `/hotels`
 * and again under `/v2/hotels` (the company's `hotelversion` picks which the menu opens); the
 * voucher has one address for both.
 */

export type HotelsBase = '/hotels' | '/v2/hotels';

/** The flow a path belongs to: '/v2/hotels/…' is the second version, anything else the first. */
export function hotelsBaseOf(pathname: string): HotelsBase {
  return pathname === '/v2/hotels' || pathname.startsWith('/v2/hotels/') ? '/v2/hotels' : '/hotels';
}

/** The rate a booking page books: the caller's search, its hotel and the rate key; an approved approval resumes it. */
export interface HotelBookTarget {
  searchid: string;
  hotelcode: string;
  ratekey: string;
  approvalid?: string;
}

/** `/hotels/book?sid=…&hotel=…&rate=…[&approvalid=…]`. */
export function hotelBookPath(base: HotelsBase, target: HotelBookTarget): string {
  const query = new URLSearchParams({ sid: target.searchid, hotel: target.hotelcode, rate: target.ratekey });
  if (target.approvalid) query.set('approvalid', target.approvalid);
  return `${base}/book?${query.toString()}`;
}

/** Where a stay's voucher is read, printed and cancelled. */
export function hotelVoucherPath(txid: string): string {
  return `/hotels/voucher/${encodeURIComponent(txid)}`;
}
