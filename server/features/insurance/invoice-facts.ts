import { eq } from 'drizzle-orm';
import type { GstInvoiceFacts, GstParty } from '../../../src/domain/gst-invoice';
import { stateOfGstin } from '../../../src/domain/gst-invoice';
import type { Session } from '../../auth/sessions';
import { gstPlace } from '../../booking/gst-place';
import type { Tx } from '../../store/db';
import { cardPayments } from '../../store/schema-wallet';
import type { InsuranceBookingRow } from './booking-store';
import { loadBookingForCaller, loadPassengers } from './ticket-data';

/*
 * An insurance policy's GST invoice facts (docs/features/gst-invoice.md): the insurer supplies the
 * policy; the premium is taxable at 18 % and the GST is the one stored with it at booking, so the
 * invoice repeats what was charged. The booking keeps no customer address or GSTIN, so the place of
 * supply is the insurer's own state (the rule for a recipient whose address is not on record).
 */

export const SANDBOX_INSURER: GstParty = {
  name: 'Sandbox General Insurance Co Ltd',
  address: 'Insurance House, Bandra Kurla Complex, Mumbai 400051, Maharashtra',
  gstin: '27AABCG5678L1Z2',
};

/** Travel insurance is accident and health insurance (SAC 997133). */
export const TRAVEL_INSURANCE_SAC = { code: '997133', description: 'Accident and health insurance services' };

/** A card payment is paid when the gateway decided it; wallet and company bookings when booked. */
async function paidAt(tx: Tx, booking: InsuranceBookingRow): Promise<Date> {
  if (booking.paymentMode !== 'creditcard' || !booking.paymentId) return booking.bookedOn;
  const [payment] = await tx
    .select({ decidedAt: cardPayments.decidedAt })
    .from(cardPayments)
    .where(eq(cardPayments.paymentId, booking.paymentId));
  return payment?.decidedAt ?? booking.updatedAt;
}

/** The booking's invoice facts when the caller may see it; 'unpaid' before the policy was issued. */
export async function insuranceInvoiceFacts(
  tx: Tx,
  session: Session,
  txid: string,
): Promise<GstInvoiceFacts | 'unpaid' | undefined> {
  const booking = await loadBookingForCaller({ tx, session }, txid, 'read');
  if (!booking) return undefined;
  // The insurer's reference is given when the policy is issued, which is when it is paid.
  if (!booking.tgBookingRef) return 'unpaid';
  const [lead] = await loadPassengers({ tx }, booking);
  const premium = BigInt(booking.premiumPaise);
  const gst = BigInt(booking.gstPaise);
  return {
    product: 'insurance',
    txid: booking.txid,
    paidAt: await paidAt(tx, booking),
    currency: booking.currency,
    supplier: SANDBOX_INSURER,
    customer: { name: lead ? `${lead.title} ${lead.firstName} ${lead.lastName}` : '', address: '', gstin: '' },
    placeOfSupply: gstPlace(stateOfGstin(SANDBOX_INSURER.gstin)),
    sac: TRAVEL_INSURANCE_SAC,
    description: `Travel insurance ${booking.planName}, policy ${booking.policyNumber}, ${booking.startDate} to ${booking.endDate}`,
    charges: [
      { kind: 'taxable', label: `Premium, ${booking.planName}`, value: premium, gst, ratePct: 18 },
      // Nothing in today's pricing: kept so the lines always add up to what was charged.
      { kind: 'other', label: 'Other charges', amount: BigInt(booking.totalPaise) - premium - gst },
    ],
    total: BigInt(booking.totalPaise),
    cancelled: booking.status === 'cancelled',
  };
}
