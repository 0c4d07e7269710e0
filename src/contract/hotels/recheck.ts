import * as v from 'valibot';
import { ResponseStatusSchema } from '../envelope';
import { defineOperation } from '../operation';
import { HotelRateSummarySchema } from './search-shapes';

/*
 * TG-HOTEL recheckhotelrate (our name; docs/features/hotels.md): a rate priced again before booking,
 * as the hotel would sell it today. 'pricechanged' carries the new rate and its new key (book with
 * that key); 'soldout' has no rate.
 */

export const HOTEL_RECHECK_STATUSES = ['unchanged', 'pricechanged', 'soldout'] as const;

export const recheckHotelRate = defineOperation({
  opid: 'TG-HOTEL',
  actionKey: 'action',
  action: 'recheckhotelrate',
  request: v.object({
    ratekey: v.pipe(v.string('ratekey is required'), v.trim(), v.nonEmpty('ratekey is required'), v.maxLength(300, 'ratekey is too long')),
  }),
  response: v.object({
    ResponseStatus: ResponseStatusSchema,
    status: v.picklist(HOTEL_RECHECK_STATUSES),
    rate: v.nullable(HotelRateSummarySchema),
    /** The stay's total (GST included) as the key was quoted. */
    previoustotal: v.string(),
  }),
  roles: 'any',
  mutates: false,
});
