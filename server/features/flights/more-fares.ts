import { FLIGHT_SUPPLIER, getMoreFares } from '../../../src/contract/flights/search';
import { defineHandler } from '../../dispatch/types';
import { HttpError, badRequest } from '../../http/errors';
import { findOwnSearch, flightToday, type StoredSearch } from './search-store';
import { flightSupplier } from './supplier';

/*
 * TGFS GETMOREFARES (our name): one flight's full fares, for the results' 'More fares' and fare
 * details, since QUEUERESULTS answers lean summaries. Priced as the search priced it (its
 * travellers, the day it was searched), and only for a flight of the caller's own search: another
 * user's responseid answers as an unknown one, and a key on another route, day or cabin is refused.
 */

/** Every trip of the key runs between the ends of one of the search's sectors, on its day, in its cabin. */
function belongsTo(search: StoredSearch, flightkey: string): boolean {
  const key = flightSupplier().keys.decode(flightkey);
  if (!key || key.cabin !== search.request.cabin) return false;
  return ([1, 2] as const).every((tripnumber) => {
    const segs = key.segments.filter((s) => s.tripnumber === tripnumber);
    if (segs.length === 0) return true;
    const first = segs[0]!;
    const last = segs[segs.length - 1]!;
    return search.request.sectors.some(
      (s) => s.origin === first.origin && s.destination === last.destination && s.jdate === first.departure.slice(0, 10),
    );
  });
}

export const flightMoreFaresHandlers = [
  defineHandler(getMoreFares)(async (ctx, { responseid, flightkey, supplier }) => {
    const search = await findOwnSearch(ctx.tx, ctx.session, responseid);
    if (supplier !== FLIGHT_SUPPLIER) throw badRequest(`supplier: unknown supplier ${supplier}`);
    if (!belongsTo(search, flightkey)) throw badRequest('flightkey: not a flight of this search');
    const { adults, children, infants } = search.request;
    const offer = await flightSupplier().price.price(ctx.tx, {
      flightkey,
      pax: { adults, children, infants },
      today: flightToday(search.searchedAt),
    });
    if (!offer) throw new HttpError(404, 'flightkey: no such flight');
    return { offer };
  }),
];
