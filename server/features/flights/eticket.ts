import { flightEticket } from '../../../src/contract/flights/invoice';
import { defineHandler } from '../../dispatch/types';
import { applyCancellation } from './cancel-processing';
import { invoiceOf, loadFlightBookingForCaller, replacementOf } from './eticket-data';
import { applyTicketing } from './ticketing';

/*
 * TG-GENERIC act eticket: the FlightInvoice of a booking the caller may see ('' for anything else,
 * unknown or not theirs alike). Reading is where due tickets are issued (ticketing.ts) and where
 * the airline's due cancellations settle (cancel-processing.ts).
 */

export const flightEticketHandler = defineHandler(flightEticket)(async (ctx, { txid }) => {
  let found = await loadFlightBookingForCaller(ctx, txid, 'read');
  if (!found) return { FlightInvoice: '' as const };
  if (found.booking.status === 'canxprocessing' || found.travellers.some((t) => t.status === 'canxprocessing')) {
    await applyCancellation(ctx.tx, found.booking.txid, ctx.now);
    found = (await loadFlightBookingForCaller(ctx, txid, 'read')) ?? found;
  }
  const { booking, travellers } = found;
  const ticketed = booking.status === 'pending' && (await applyTicketing(ctx.tx, booking.txid, ctx.now));
  const shown = ticketed ? { ...booking, status: 'ticketed' as const } : booking;
  return { FlightInvoice: invoiceOf(shown, travellers, await replacementOf(ctx, booking)) };
});
