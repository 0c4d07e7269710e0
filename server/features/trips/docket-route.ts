import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { AppContext } from '../../app-context';
import type { BookingProduct } from '../../booking/product';
import { defineRoute, mountRoutes } from '../../http/define-route';
import { HttpError } from '../../http/errors';
import { findTrip } from './docket-data';
import { PDF_LINK_PREFIX, verifyPdfLink } from './docket-link';
import { pdfFileName, renderTripPdf } from './docket-render';

const LINK_REFUSED = 'This link is invalid or has expired. Ask for a new one from the trip.';

/** Only the server hands these links out, so the schema lives here; any text is a token to verify. */
const DocketLinkParamsSchema = v.object({ '*': v.string(LINK_REFUSED) });

/**
 * GET /api/trip-pdf/<token>: the PDF a signed link names (GETPDFLINK, a mailed docket). No bearer
 * token: the signature is the proof, so the link opens in a browser tab or a mail client. The trip
 * is read fresh, so the PDF shows its state now; a trip deleted since answers like a bad link, and
 * so does a link whose session has ended. Rendering counts against the session's budget of
 * expensive calls (a mailed link's against its traveller's).
 */
const docketLinkRoute = (products: readonly BookingProduct[]) => defineRoute({
  method: 'GET',
  // A wildcard, not `:token`: a link naming its session outgrows the router's 100-character parameters.
  path: `${PDF_LINK_PREFIX}*`,
  auth: 'public',
  name: 'TRIP_PDF',
  params: DocketLinkParamsSchema,
  handler: async ({ app, reply, now, params }) => {
    const claims = await verifyPdfLink(app.store.db, params['*'], now);
    if (claims?.sessionTokenHash && !(await app.sessions.isLive(claims.sessionTokenHash, now))) throw new HttpError(404, LINK_REFUSED);
    if (claims) app.expensiveCalls.take(claims.sessionTokenHash ?? `mailed:${claims.profileid}`, now);
    const trip = claims ? await findTrip(app.store.db, claims.corporateid, claims.tripid) : undefined;
    if (!claims || !trip) throw new HttpError(404, LINK_REFUSED);
    const pdf = await renderTripPdf(app.store.db, trip, claims.kind, now, products);
    if (!pdf) throw new HttpError(404, LINK_REFUSED);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${pdfFileName(claims.kind, trip.id)}"`)
      .header('referrer-policy', 'no-referrer')
      .send(Buffer.from(pdf));
  },
});

/** `products` print their bookings' parts of the docket (a hotel's voucher), as the docket call does. */
export function registerDocketLinkRoute(app: FastifyInstance, ctx: AppContext, products: readonly BookingProduct[]): void {
  mountRoutes(app, ctx, [docketLinkRoute(products)]);
}
