import { quoteHotelChange } from '../../../src/contract/hotels/change';
import { defineHandler } from '../../dispatch/types';
import { planHotelChange, quoteOf } from './change-plan';

/* TG-HOTEL quotehotelchange: what moving the stay to the new dates costs now, for the people who may change it. */

export const quoteHotelChangeHandler = defineHandler(quoteHotelChange)(async (ctx, dates) => ({
  quote: quoteOf(await planHotelChange(ctx, dates)),
}));
