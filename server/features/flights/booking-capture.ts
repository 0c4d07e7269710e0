import { and, eq } from 'drizzle-orm';
import { registerCaptureHandler } from '../../payments/card-gateway';
import { flightBookings } from '../../store/schema-flight-bookings';
import { markPaid } from './booking-store';

/*
 * A card payment for a flight booking succeeded on the gateway: the booking is paid and goes to
 * ticketing, in the gateway's transaction. Registered once when the handlers load
 * (booking.ts imports this).
 */

/** Thrown to roll the capture back: the gateway then marks this payment failed, so nobody pays twice. */
class NothingToCapture extends Error {}

registerCaptureHandler('flight', async (tx, payment, call) => {
  const [booking] = await tx
    .select()
    .from(flightBookings)
    .where(and(eq(flightBookings.txid, payment.reference), eq(flightBookings.corporateId, payment.corporateId)));
  if (!booking) throw new NothingToCapture(`flight booking ${payment.reference} not found`);
  // Paid meanwhile another way (the wallet, after this card attempt was started): refuse this charge.
  if (booking.status !== 'paymentpending')
    throw new NothingToCapture(`flight booking ${payment.reference} is already ${booking.status}`);
  const paid = await markPaid(tx, booking, call.now, 'creditcard', { paymentId: payment.paymentId });
  if (!paid) throw new NothingToCapture(`flight booking ${payment.reference} could not be paid`);
  return { redirect: `/flights/eticket/${booking.txid}` };
});
