import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { HttpError } from '../../http/errors';
import { findTrip } from './docket-data';
import { PDF_LINK_PREFIX, verifyPdfLink } from './docket-link';
import { pdfFileName, renderTripPdf } from './docket-render';

const LINK_REFUSED = 'This link is invalid or has expired. Ask for a new one from the trip.';

/**
 * GET /api/trip-pdf/<token>: the PDF a signed link names (GETPDFLINK, a mailed docket). No bearer
 * token: the signature is the proof, so the link opens in a browser tab or a mail client. The trip
 * is read fresh, so the PDF shows its state now; a trip deleted since answers like a bad link, and
 * so does a link whose session has ended. Rendering counts against the session's budget of
 * expensive calls (a mailed link's against its traveller's).
 */
export function registerDocketLinkRoute(app: FastifyInstance, ctx: AppContext): void {
  // A wildcard, not `:token`: a link naming its session outgrows the router's 100-character parameters.
  app.get<{ Params: { '*': string } }>(`${PDF_LINK_PREFIX}*`, async (request, reply) => {
    const now = ctx.now();
    const claims = await verifyPdfLink(ctx.store.db, request.params['*'], now);
    if (claims?.sessionTokenHash && !(await ctx.sessions.isLive(claims.sessionTokenHash, now))) throw new HttpError(404, LINK_REFUSED);
    if (claims) ctx.expensiveCalls.take(claims.sessionTokenHash ?? `mailed:${claims.profileid}`, now);
    const trip = claims ? await findTrip(ctx.store.db, claims.corporateid, claims.tripid) : undefined;
    if (!claims || !trip) throw new HttpError(404, LINK_REFUSED);
    const pdf = await renderTripPdf(ctx.store.db, trip, claims.kind, now);
    if (!pdf) throw new HttpError(404, LINK_REFUSED);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${pdfFileName(claims.kind, trip.id)}"`)
      .header('referrer-policy', 'no-referrer')
      .send(Buffer.from(pdf));
  });
}
