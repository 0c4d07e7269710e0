import type { HotelAmounts, HotelRateSummary } from '../../../src/contract/hotels/search-shapes';
import { divideRounded, minorUnitsToDecimal } from '../../../src/domain/money';
import { type HotelRate, hotelSupplier } from './supplier';

/*
 * A supplier rate on the wire (docs/features/hotels.md "Amounts"): the stay's room value, GST and
 * total exact, and one room for one night as the stay's average, half up to the paisa (what a
 * traveller compares hotels by, and what the hotel policy's nightly limit is judged on).
 */

const amounts = (base: bigint, tax: bigint, total: bigint): HotelAmounts => ({
  base: minorUnitsToDecimal(base),
  tax: minorUnitsToDecimal(tax),
  total: minorUnitsToDecimal(total),
});

/**
 * A rate's wire form, worked out once per rate object: the supplier keeps a search's rates for a
 * while (docs/features/hotels.md "Performance"), so a search repeated reuses them. The summary is
 * shared by every answer holding that rate: callers copy it, never change it.
 */
const summaries = new WeakMap<HotelRate, Omit<HotelRateSummary, 'policy'>>();

export function rateSummary(rate: HotelRate): Omit<HotelRateSummary, 'policy'> {
  let summary = summaries.get(rate);
  if (!summary) {
    summary = summarise(rate);
    summaries.set(rate, summary);
  }
  return summary;
}

function summarise(rate: HotelRate): Omit<HotelRateSummary, 'policy'> {
  const { base, tax, total } = hotelSupplier().charges(rate);
  const roomNights = BigInt(rate.nights.length * rate.rooms.length);
  const perRoomNight = (paise: bigint) => divideRounded(paise, roomNights);
  return {
    ratekey: rate.ratekey,
    roomtype: rate.roomtype,
    roomname: rate.roomname,
    board: rate.board,
    boardname: rate.boardname,
    refundable: rate.refundable,
    // Averaged apart, so the nightly base and tax add up to the nightly total shown.
    nightly: amounts(perRoomNight(base), perRoomNight(tax), perRoomNight(base) + perRoomNight(tax)),
    total: amounts(base, tax, total),
  };
}
