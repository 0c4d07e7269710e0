import {
  getForexLetterPdf,
  getPdfLink,
  getTripDocumentDocket,
  sendTripDocumentDocket,
} from '../../../src/contract/trips/actions-documents';
import type { BookingProduct } from '../../booking/product';
import { type HandlerContext, type OperationHandler, defineHandler } from '../../dispatch/types';
import { queueMail } from '../../mail/outbox';
import { loadTripForCaller, recordTripNote } from '../../workflow/trip-access';
import { loadDocketData } from './docket-data';
import { dayText } from '../../pdf/docket-format';
import { MAILED_LINK_TTL_MS, type PdfKind, signPdfLink } from './docket-link';
import { NO_FOREX_MESSAGE, pdfFileName, renderTripPdf } from './docket-render';

/**
 * TG-TRIPCONFIRMATION. Decision: a PDF answer carries the document inline (base64, so the app can
 * save or share it offline) AND a signed 15-minute link to the same document (to open in a tab).
 */
async function pdfAnswer(ctx: HandlerContext, tripid: string, kind: PdfKind, products: readonly BookingProduct[]) {
  const trip = await loadTripForCaller(ctx, tripid, 'read');
  const pdf = await renderTripPdf(ctx.tx, trip, kind, ctx.now, products);
  if (!pdf) return { ApiStatus: { Status: 'NOK' as const, Message: NO_FOREX_MESSAGE } };
  const link = await signPdfLink(ctx.tx, { kind, tripid: trip.id, corporateid: trip.corporateId, profileid: ctx.session.profileid, sessionTokenHash: ctx.session.tokenHash }, ctx.now);
  return {
    ApiStatus: { Status: 'OK' as const },
    Result: {
      filename: pdfFileName(kind, trip.id),
      mime: 'application/pdf' as const,
      size: pdf.length,
      base64: Buffer.from(pdf).toString('base64'),
      url: link.url,
      expiresat: link.expiresAt.toISOString(),
    },
  };
}

/** Where mailed links point; relative unless PUBLIC_URL names the site (docs/operations.md). */
const absolute = (path: string) => `${(process.env.PUBLIC_URL ?? '').replace(/\/$/, '')}${path}`;

/** The products print their bookings' own parts of the docket (a hotel's voucher). */
export const tripDocketHandlers = (products: readonly BookingProduct[]): OperationHandler[] => [
  defineHandler(getTripDocumentDocket)((ctx, { tripid }) => pdfAnswer(ctx, tripid, 'docket', products)),

  defineHandler(getForexLetterPdf)((ctx, { tripid }) => pdfAnswer(ctx, tripid, 'forex', products)),

  defineHandler(getPdfLink)(async (ctx, { tripid }) => {
    const trip = await loadTripForCaller(ctx, tripid, 'read');
    const link = await signPdfLink(ctx.tx, { kind: 'docket', tripid: trip.id, corporateid: trip.corporateId, profileid: ctx.session.profileid, sessionTokenHash: ctx.session.tokenHash }, ctx.now);
    return { ApiStatus: { Status: 'OK' }, Result: { url: link.url, expiresat: link.expiresAt.toISOString() } };
  }),

  /**
   * The mail outbox holds text only, so the mail carries a 7-day signed link to the docket rather
   * than the PDF itself; written in the call's transaction, so it is queued once per committed call.
   */
  defineHandler(sendTripDocumentDocket)(async (ctx, { tripid }) => {
    const trip = await loadTripForCaller(ctx, tripid, 'read');
    const data = await loadDocketData(ctx.tx, trip);
    if (!data.traveller.email) return { ApiStatus: { Status: 'NOK', Message: 'The traveller has no email address.' }, sentto: '' };
    const link = await signPdfLink(ctx.tx, { kind: 'docket', tripid: trip.id, corporateid: trip.corporateId, profileid: trip.travellerProfileId, sessionTokenHash: null }, ctx.now, MAILED_LINK_TTL_MS);
    const body = [
      `Dear ${data.traveller.name},`,
      '',
      `The confirmation docket of your trip ${trip.id} (${trip.tripName}), ${trip.origin} to ${trip.destination}, ` +
        `${dayText(trip.fromDate)} to ${dayText(trip.toDate)}, is ready.`,
      '',
      `Download it (PDF, link valid until ${link.expiresAt.toISOString().slice(0, 10)}): ${absolute(link.url)}`,
      '',
      data.company.name,
    ].join('\n');
    await queueMail(ctx.tx, { to: data.traveller.email, subject: `Trip ${trip.id}: confirmation docket`, body }, ctx.now);
    await recordTripNote(ctx, trip, 'SEND_DOCKET', data.traveller.email);
    return { ApiStatus: { Status: 'OK', Message: `Docket sent to ${data.traveller.email}` }, sentto: data.traveller.email };
  }),
];
