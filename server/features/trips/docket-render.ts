import type { Executor } from '../../store/db';
import { type TripRow, loadDocketData } from './docket-data';
import { hasForexRequest, renderForexLetter } from './docket-forex';
import type { PdfKind } from './docket-link';
import { renderDocket } from './docket-pdf';

export const NO_FOREX_MESSAGE = 'This trip has no forex (imprest) request, so there is no forex letter.';

export const pdfFileName = (kind: PdfKind, tripId: string) => (kind === 'docket' ? `trip-${tripId}-docket.pdf` : `trip-${tripId}-forex-letter.pdf`);

/** One trip PDF by kind, or null when the trip has nothing to put in it (a forex letter without imprest). */
export async function renderTripPdf(db: Executor, trip: TripRow, kind: PdfKind, now: Date): Promise<Uint8Array | null> {
  const data = await loadDocketData(db, trip);
  if (kind === 'docket') return renderDocket(data, now);
  return hasForexRequest(data) ? renderForexLetter(data, now) : null;
}
