import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { defineRoute, mountRoutes } from '../http/define-route';
import { HttpError, nokBody } from '../http/errors';
import type { AppContext } from '../app-context';
import { cardPayments } from '../store/schema-wallet';
import { GATEWAY_PATH } from './card-gateway';
import { decideCardPayment } from './gateway-decide';
import { badOutcomePage, notFoundPage, paymentPage } from './gateway-page';

const NOT_FOUND = 'paymentid: Payment not found';
const BAD_OUTCOME = 'outcome must be success or failure';
const PAYMENT_PATH = `${GATEWAY_PATH}/:paymentid`;

/*
 * The gateway stands in for an outside one, so its inputs are described here, not in the contract:
 * our client only follows the URL a booking answers with. A malformed payment id names no payment
 * (404, as the path's schema answers); the outcome is the form's one field.
 */
const PaymentParamsSchema = v.object({
  paymentid: v.pipe(v.string(NOT_FOUND), v.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, NOT_FOUND)),
});
const OutcomeFormSchema = v.pipe(
  v.unknown(),
  // A missing outcome is refused like a wrong one, as the page has always worded it.
  v.transform((body) => ({ outcome: (typeof body === 'object' && body !== null ? (body as { outcome?: unknown }).outcome : undefined) ?? '' })),
  v.object({ outcome: v.picklist(['success', 'failure'], BAD_OUTCOME) }),
);

function html(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
}

/**
 * A browser (it asks for HTML) gets the error page of an unknown payment or a bad outcome; any other
 * client the API's NOK body. Other refusals (a capture's own) go to the app's error handler.
 */
function refuse(error: HttpError, request: FastifyRequest, reply: FastifyReply) {
  const page = error.statusCode === 404 ? notFoundPage : error.message === BAD_OUTCOME ? badOutcomePage : null;
  if (!page) throw error;
  if (String(request.headers.accept ?? '').includes('text/html')) return html(reply, error.statusCode, page());
  return reply.code(error.statusCode).header('cache-control', 'no-store').send(nokBody(error.message));
}

/**
 * The sandbox card gateway (no login: the unguessable payment id is the only key, as with a real
 * gateway's hosted page). GET shows the payment; POST (form field outcome=success|failure)
 * decides it and answers 303 to the booking's success or failure address.
 */
const paymentPageRoute = defineRoute({
  method: 'GET',
  path: PAYMENT_PATH,
  auth: 'public',
  name: 'GATEWAY_PAGE',
  params: PaymentParamsSchema,
  refuse,
  handler: async ({ app, reply, params: { paymentid } }) => {
    const [payment] = await app.store.db.select().from(cardPayments).where(eq(cardPayments.paymentId, paymentid));
    if (!payment) throw new HttpError(404, NOT_FOUND);
    return html(reply, 200, paymentPage(payment, `${GATEWAY_PATH}/${paymentid}`));
  },
});

const paymentDecisionRoute = defineRoute({
  method: 'POST',
  path: PAYMENT_PATH,
  auth: 'public',
  name: 'GATEWAY_DECIDE',
  params: PaymentParamsSchema,
  body: OutcomeFormSchema,
  refuse,
  handler: async ({ app, request, reply, now, params: { paymentid }, body: { outcome } }) => {
    const location = await decideCardPayment(app.store.db, paymentid, outcome, { now, log: request.log, captures: app.captures });
    if (location === null) throw new HttpError(404, NOT_FOUND);
    return reply.header('cache-control', 'no-store').redirect(location, 303);
  },
});

export function registerGatewayRoutes(app: FastifyInstance, ctx: AppContext): void {
  mountRoutes(app, ctx, [paymentPageRoute, paymentDecisionRoute]);
}
