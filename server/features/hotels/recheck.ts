import type { HandlerContext } from '../../dispatch/types';
import { minorUnitsToDecimal } from '../../../src/domain/money';
import { accepted } from './search-refusal';
import { rateSummary } from './search-rates';
import { hotelToday } from './search-store';
import { hotelSupplier } from './supplier';

/*
 * recheckhotelrate (docs/features/hotels.md "Recheck"): the rate of a key priced again today, as
 * the hotel would sell it now, before booking. A rate key is the supplier's public description of
 * a rate, not a record of ours, so there is nothing of the caller's to check it against.
 */

export async function recheckRate(ctx: HandlerContext, ratekey: string) {
  const { price, charges } = hotelSupplier();
  const quoted = accepted(price.quoted(ratekey));
  const recheck = accepted(await price.price(ctx.tx, { ratekey, today: hotelToday(ctx.now) }));
  return {
    ResponseStatus: { status: 'OK' as const },
    status: recheck.status,
    rate: recheck.status === 'soldout' ? null : rateSummary(recheck.rate),
    previoustotal: minorUnitsToDecimal(charges(quoted).total),
  };
}
