import { eq } from 'drizzle-orm';
import type { GstCharge, GstInvoiceFacts, GstParty } from '../../../src/domain/gst-invoice';
import { stateOfGstin } from '../../../src/domain/gst-invoice';
import { HOTEL_SAC_CODE } from '../../../src/domain/hotel-gst';
import type { Session } from '../../auth/sessions';
import { gstPlace } from '../../booking/gst-place';
import type { Tx } from '../../store/db';
import { cardPayments } from '../../store/schema-wallet';
import { type HotelBookingRow, loadGuests, loadHotelBookingForCaller } from './booking-store';

/*
 * A hotel stay's GST invoice facts (docs/features/gst-invoice.md): SAC 9963, GST per room per night
 * at its slab (src/domain/hotel-gst.ts) as stored at booking, so the invoice repeats what was
 * charged, one taxable line per GST rate. The supplier on the invoice is the sandbox hotelier that
 * sold the stay; the customer is the company whose GSTIN the booking gave (its state the place of
 * supply), else the lead guest (the supplier's state). A stay abroad carries no Indian GST: one
 * line outside GST.
 */

export const SANDBOX_HOTELIER: GstParty = {
  name: 'Sandbox Hotel Supply Pvt Ltd',
  address: 'Hotelier House, Residency Road, Bengaluru 560025, Karnataka',
  gstin: '29AABCH4321M1ZH',
};

export const ACCOMMODATION_SAC = { code: HOTEL_SAC_CODE, description: 'Accommodation services' };

/** A card payment is paid when the gateway decided it; wallet and company bookings when booked. */
async function paidAt(tx: Tx, booking: HotelBookingRow): Promise<Date> {
  if (booking.paymentMode !== 'creditcard' || !booking.paymentId) return booking.paidAt ?? booking.bookedOn;
  const [payment] = await tx
    .select({ decidedAt: cardPayments.decidedAt })
    .from(cardPayments)
    .where(eq(cardPayments.paymentId, booking.paymentId));
  return payment?.decidedAt ?? booking.paidAt ?? booking.updatedAt;
}

/** The stay's room value and GST grouped by GST rate, lowest rate first. */
export function chargesByRate(booking: Pick<HotelBookingRow, 'nightCharges' | 'roomName' | 'countryCode' | 'totalPaise'>): GstCharge[] {
  if (booking.countryCode !== 'IN')
    return [{ kind: 'other', label: `${booking.roomName}, abroad (no Indian GST)`, amount: BigInt(booking.totalPaise) }];
  const byRate = new Map<number, { value: bigint; gst: bigint }>();
  for (const night of booking.nightCharges)
    for (const room of night.rooms) {
      const line = byRate.get(room.gstpercent) ?? { value: 0n, gst: 0n };
      byRate.set(room.gstpercent, { value: line.value + BigInt(room.base), gst: line.gst + BigInt(room.tax) });
    }
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([ratePct, line]) => ({ kind: 'taxable', label: `${booking.roomName}, room nights at ${ratePct} % GST`, ...line, ratePct }));
}

/** The booking's invoice facts when the caller may see it; 'unpaid' before it was paid. */
export async function hotelInvoiceFacts(tx: Tx, session: Session, txid: string): Promise<GstInvoiceFacts | 'unpaid' | undefined> {
  const booking = await loadHotelBookingForCaller({ tx, session }, txid, 'read');
  if (!booking) return undefined;
  if (!booking.paidAt) return 'unpaid';
  const [lead] = await loadGuests(tx, booking);
  const { gstin, companyname, address } = booking.gstDetails;
  const customer = gstin
    ? { name: companyname, address, gstin }
    : { name: lead ? `${lead.title} ${lead.firstName} ${lead.lastName}`.trim() : '', address: '', gstin: '' };
  return {
    product: 'hotel',
    txid: booking.txid,
    paidAt: await paidAt(tx, booking),
    currency: booking.currency,
    supplier: SANDBOX_HOTELIER,
    customer,
    placeOfSupply: gstPlace(stateOfGstin(gstin || SANDBOX_HOTELIER.gstin)),
    sac: ACCOMMODATION_SAC,
    description: `Accommodation at ${booking.hotelName}, ${booking.city}, ${booking.checkIn} to ${booking.checkOut} (${booking.nights} nights)`,
    charges: chargesByRate(booking),
    total: BigInt(booking.totalPaise),
    cancelled: booking.status === 'cancelled' || booking.status === 'cancellationrequested',
  };
}
