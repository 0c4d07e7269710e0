import {
  type CancellationQuote,
  type RefundDestination,
  flightCancellationQuote,
} from '../../../src/contract/flights/cancel';
import { minorUnitsToDecimal } from '../../../src/domain/money';
import { defineHandler } from '../../dispatch/types';
import type { FlightBookingRow } from './booking-store';
import { type TravellerRow, loadCancellable, travellerName } from './cancel-access';
import type { TravellerCancellation } from './cancel-penalty';
import { cancellationOf } from './cancel-penalty';

/* TG-FLIGHTCANCELLATIONQUOTE: what cancelling the chosen travellers now keeps and pays back; changes nothing. */

export function refundDestination(booking: Pick<FlightBookingRow, 'paymentMode' | 'tripId'>): RefundDestination {
  if (booking.paymentMode === 'cashcard') return 'wallet';
  if (booking.paymentMode === 'creditcard') return 'card';
  return booking.tripId === '' ? 'company' : 'trip';
}

export function quoteOf(
  booking: FlightBookingRow,
  travellers: readonly TravellerRow[],
  lines: readonly TravellerCancellation[],
): CancellationQuote {
  return {
    txid: booking.txid,
    refundto: refundDestination(booking),
    travellers: lines.map((line) => ({
      paxsno: line.paxSno,
      name: travellerName(travellers.find((t) => t.paxSno === line.paxSno)!),
      paid: minorUnitsToDecimal(line.paidPaise),
      penalty: minorUnitsToDecimal(line.penaltyPaise),
      refund: minorUnitsToDecimal(line.refundPaise),
      sectors: line.sectors.map((s) => ({
        tripnumber: s.tripnumber,
        origin: s.origin,
        destination: s.destination,
        departure: s.departure,
        farelabel: s.farelabel,
        window: s.window,
        penalty: minorUnitsToDecimal(s.penaltyPaise),
      })),
    })),
    totalpenalty: minorUnitsToDecimal(lines.reduce((sum, l) => sum + l.penaltyPaise, 0n)),
    totalrefund: minorUnitsToDecimal(lines.reduce((sum, l) => sum + l.refundPaise, 0n)),
  };
}

export const flightCancelQuoteHandler = defineHandler(flightCancellationQuote)(async (ctx, { jsondata }) => {
  const found = await loadCancellable(ctx, jsondata.reftxid, jsondata.paxsno);
  if ('refused' in found) return { ResponseStatus: { status: 'NOK' as const, message: found.refused }, quote: null };
  const { booking, travellers } = found;
  const lines = await cancellationOf(ctx.tx, booking, travellers, jsondata.paxsno, ctx.now);
  return { ResponseStatus: { status: 'OK' as const, message: '' }, quote: quoteOf(booking, travellers, lines) };
});
