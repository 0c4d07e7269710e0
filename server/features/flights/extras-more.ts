import { getAlternateOptions, getFlightPromoDetails } from '../../../src/contract/flights/extras';
import { promoDiscount } from '../../../src/domain/flight-promo';
import { parseMinorUnits, minorUnitsToDecimal } from '../../../src/domain/money';
import { defineHandler } from '../../dispatch/types';
import { badRequest } from '../../http/errors';
import { findOwnSearch, flightToday, supplierDown } from './search-store';
import { flightSupplier } from './supplier';

/*
 * TGFS GETALTERNATEOPTIONS (cheaper flights that day, from the search generator) and TG-GENERIC
 * getflightpromodetails (sandbox promo codes, src/domain/flight-promo.ts; docs/sandbox-airline.md).
 */

export const flightExtrasMoreHandlers = [
  defineHandler(getAlternateOptions)(async (ctx, { jdate, origin, destination, totalfare, cabin }) => {
    const today = flightToday(ctx.now);
    if (jdate < today) throw badRequest('jdate must not be in the past');
    const below = totalfare === '' ? null : parseMinorUnits(totalfare);
    const query = { origin, destination, jdate, cabin, today, belowPaise: below };
    const found = await flightSupplier().search.alternates(ctx.tx, query);
    if ('problem' in found) throw badRequest(found.problem);
    if ('supplierDown' in found) throw supplierDown();
    const { offers, lowestPaise } = found;
    return {
      status: 'OK' as const,
      message: offers.length > 0 ? '' : below === null ? 'No flights on this day' : 'No cheaper flights on this day',
      results: offers,
      lowestfare: lowestPaise === null ? '' : minorUnitsToDecimal(lowestPaise),
    };
  }),

  defineHandler(getFlightPromoDetails)(async (ctx, { promocode, totalnet, validatesearchrequest }) => {
    let domint: 'domestic' | 'international' = 'domestic';
    if (validatesearchrequest) {
      // The caller's own search only: someone else's responseid answers as if it never existed.
      const row = await findOwnSearch(ctx.tx, ctx.session, validatesearchrequest.responseid, 'validatesearchrequest.responseid');
      domint = row.domint === 'international' ? 'international' : 'domestic';
    }
    const total = parseMinorUnits(totalnet);
    const result = promoDiscount(promocode, total, domint);
    if (!result.ok) return { status: 'NOK' as const, message: result.message, discount: '0.00', totalnet: minorUnitsToDecimal(total) };
    return {
      status: 'OK' as const,
      message: result.message,
      discount: minorUnitsToDecimal(result.discountPaise),
      totalnet: minorUnitsToDecimal(total - result.discountPaise),
    };
  }),
];
