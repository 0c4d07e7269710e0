import type { BookingProduct, DocketEntry } from '../../booking/product';
import type { Executor } from '../../store/db';
import { type DocketData, type TripRow, loadDocketData } from './docket-data';
import { hasForexRequest, renderForexLetter } from './docket-forex';
import type { PdfKind } from './docket-link';
import { renderDocket } from './docket-pdf';

export const NO_FOREX_MESSAGE = 'This trip has no forex (imprest) request, so there is no forex letter.';

export const pdfFileName = (kind: PdfKind, tripId: string) => (kind === 'docket' ? `trip-${tripId}-docket.pdf` : `trip-${tripId}-forex-letter.pdf`);

/**
 * What the products print of the trip's live bookings beyond the items table (a hotel's voucher),
 * asked through BookingProduct.docketEntry: trips know no product's tables.
 */
async function bookingEntries(db: Executor, data: DocketData, products: readonly BookingProduct[], now: Date): Promise<DocketEntry[]> {
  const entries: DocketEntry[] = [];
  for (const item of data.items) {
    const product = products.find((p) => p.kind === item.itemType);
    if (!item.txid || item.status === 'deleted' || !product?.docketEntry) continue;
    const entry = await product.docketEntry(db, item.txid, data.trip.corporateId, now);
    if (entry) entries.push(entry);
  }
  return entries;
}

/** One trip PDF by kind, or null when the trip has nothing to put in it (a forex letter without imprest). */
export async function renderTripPdf(
  db: Executor,
  trip: TripRow,
  kind: PdfKind,
  now: Date,
  products: readonly BookingProduct[],
): Promise<Uint8Array | null> {
  const data = await loadDocketData(db, trip);
  if (kind === 'docket') return renderDocket(data, now, await bookingEntries(db, data, products, now));
  return hasForexRequest(data) ? renderForexLetter(data, now) : null;
}
