import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { nokBody } from '../http/errors';
import type { AppContext } from '../app-context';
import { cardPayments } from '../store/schema-wallet';
import { GATEWAY_PATH } from './card-gateway';
import { decideCardPayment } from './gateway-decide';
import { badOutcomePage, notFoundPage, paymentPage } from './gateway-page';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function html(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
}

/** A browser (it asks for HTML) gets the error page; any other client the API's NOK body. */
function refuse(request: FastifyRequest, reply: FastifyReply, status: number, page: string, message: string) {
  if (String(request.headers.accept ?? '').includes('text/html')) return html(reply, status, page);
  return reply.code(status).header('cache-control', 'no-store').send(nokBody(message));
}
const NOT_FOUND = 'paymentid: Payment not found';
const BAD_OUTCOME = 'outcome must be success or failure';

/**
 * The sandbox card gateway (no login: the unguessable payment id is the only key, as with a real
 * gateway's hosted page). GET shows the payment; POST (form field outcome=success|failure)
 * decides it and answers 303 to the booking's success or failure address.
 */
export function registerGatewayRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.store.db;

  app.get<{ Params: { paymentid: string } }>(`${GATEWAY_PATH}/:paymentid`, async (request, reply) => {
    const { paymentid } = request.params;
    if (!UUID.test(paymentid)) return refuse(request, reply, 404, notFoundPage(), NOT_FOUND);
    const [payment] = await db.select().from(cardPayments).where(eq(cardPayments.paymentId, paymentid));
    if (!payment) return refuse(request, reply, 404, notFoundPage(), NOT_FOUND);
    return html(reply, 200, paymentPage(payment, `${GATEWAY_PATH}/${paymentid}`));
  });

  app.post<{ Params: { paymentid: string }; Body: unknown }>(`${GATEWAY_PATH}/:paymentid`, async (request, reply) => {
    const { paymentid } = request.params;
    if (!UUID.test(paymentid)) return refuse(request, reply, 404, notFoundPage(), NOT_FOUND);
    const body = request.body as { outcome?: unknown } | null;
    const outcome = body?.outcome;
    if (outcome !== 'success' && outcome !== 'failure') return refuse(request, reply, 400, badOutcomePage(), BAD_OUTCOME);
    const location = await decideCardPayment(db, paymentid, outcome, { now: ctx.now(), log: request.log, captures: ctx.captures });
    if (location === null) return refuse(request, reply, 404, notFoundPage(), NOT_FOUND);
    return reply.header('cache-control', 'no-store').redirect(location, 303);
  });
}
