import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../store/db';
import { cardPayments } from '../store/schema-wallet';
import { type CaptureHandlers, type CardPayment, isAppPath, withPaymentFailed } from './card-gateway';

export type GatewayOutcome = 'success' | 'failure';

/** Serialises decisions on one booking reference (two tabs, two payments): one capture at most. */
const REFERENCE_LOCK_SPACE = 7_204_505;

async function lockPayment(tx: Tx, paymentid: string): Promise<CardPayment | null> {
  const [first] = await tx.select().from(cardPayments).where(eq(cardPayments.paymentId, paymentid));
  if (!first) return null;
  await tx.execute(
    sql`select pg_advisory_xact_lock(${REFERENCE_LOCK_SPACE}, hashtext(${`${first.purpose}:${first.reference}`}))`,
  );
  const [locked] = await tx.select().from(cardPayments).where(eq(cardPayments.paymentId, paymentid)).for('update');
  return locked ?? null;
}

async function capturedElsewhere(tx: Tx, payment: CardPayment): Promise<boolean> {
  const [row] = await tx
    .select({ id: cardPayments.paymentId })
    .from(cardPayments)
    .where(
      and(
        eq(cardPayments.purpose, payment.purpose),
        eq(cardPayments.reference, payment.reference),
        eq(cardPayments.status, 'succeeded'),
        ne(cardPayments.paymentId, payment.paymentId),
      ),
    );
  return row !== undefined;
}

async function mark(tx: Tx, payment: CardPayment, status: 'succeeded' | 'failed', now: Date): Promise<void> {
  await tx.update(cardPayments).set({ status, decidedAt: now }).where(eq(cardPayments.paymentId, payment.paymentId));
}

/** Where a payment already decided sends the browser again (a second post, a reload). */
function settledLocation(payment: CardPayment): string {
  return payment.status === 'succeeded' ? payment.successUrl : withPaymentFailed(payment.failureUrl);
}

/**
 * The user's choice on the gateway page, in one transaction: the payment is marked and, on
 * success, the purpose's capture handler confirms the booking. A payment decides once (a repeat
 * answers the first decision's address); a reference another payment already captured is not
 * charged again (this payment fails, the browser goes on to the success address). A capture
 * handler that throws rolls everything back; the payment is then marked failed on its own.
 * Answers the 303 location, or null for an unknown payment.
 */
export async function decideCardPayment(
  db: Db,
  paymentid: string,
  outcome: GatewayOutcome,
  call: { now: Date; log: FastifyBaseLogger; captures: CaptureHandlers },
): Promise<string | null> {
  try {
    return await db.transaction(async (tx) => {
      const payment = await lockPayment(tx, paymentid);
      if (!payment) return null;
      if (payment.status !== 'created') return settledLocation(payment);
      if (outcome === 'failure') {
        await mark(tx, payment, 'failed', call.now);
        return withPaymentFailed(payment.failureUrl);
      }
      if (await capturedElsewhere(tx, payment)) {
        await mark(tx, payment, 'failed', call.now);
        return payment.successUrl;
      }
      await mark(tx, payment, 'succeeded', call.now);
      const capture = call.captures.get(payment.purpose);
      if (!capture) return payment.successUrl;
      const { redirect } = await capture(tx, { ...payment, status: 'succeeded', decidedAt: call.now }, call);
      return isAppPath(redirect) ? redirect : payment.successUrl;
    });
  } catch (error) {
    call.log.error({ err: error, paymentid }, 'card payment capture failed');
    const failed = await db.transaction(async (tx) => {
      const payment = await lockPayment(tx, paymentid);
      if (!payment) return null;
      if (payment.status === 'created') await mark(tx, payment, 'failed', call.now);
      return withPaymentFailed(payment.failureUrl);
    });
    if (failed === null) throw error;
    return failed;
  }
}
