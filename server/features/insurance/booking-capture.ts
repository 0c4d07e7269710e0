import { and, eq } from 'drizzle-orm';
import { registerCaptureHandler } from '../../payments/card-gateway';
import { insuranceBookings } from '../../store/schema';
import { issuePolicy } from './booking-store';

/*
 * A card payment for an insurance booking succeeded on the gateway: issue the policy, in the
 * gateway's transaction. Registered once when the handlers load (booking.ts imports this).
 */

/** Thrown to roll the capture back: the gateway then marks this payment failed, so nobody pays twice. */
class NothingToCapture extends Error {}

registerCaptureHandler('insurance', async (tx, payment, call) => {
  const [booking] = await tx
    .select({ txid: insuranceBookings.txid, status: insuranceBookings.status })
    .from(insuranceBookings)
    .where(and(eq(insuranceBookings.txid, payment.reference), eq(insuranceBookings.corporateId, payment.corporateId)));
  if (!booking) throw new NothingToCapture(`insurance booking ${payment.reference} not found`);
  // Paid meanwhile another way (the wallet, after this card attempt was started): refuse this charge.
  if (booking.status !== 'paymentpending')
    throw new NothingToCapture(`insurance booking ${payment.reference} is already ${booking.status}`);
  const issued = await issuePolicy(tx, booking.txid, call.now, 'creditcard');
  if (!issued) throw new NothingToCapture(`insurance booking ${payment.reference} could not be issued`);
  await tx
    .update(insuranceBookings)
    .set({ paymentId: payment.paymentId })
    .where(eq(insuranceBookings.txid, booking.txid));
  return { redirect: `/insurance/eticket/${booking.txid}` };
});
