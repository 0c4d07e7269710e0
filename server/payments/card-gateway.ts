import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError, badRequest } from '../http/errors';
import type { Tx } from '../store/db';
import { cardPayments } from '../store/schema-wallet';
import type { WalletContext } from './wallet';

/*
 * The sandbox card gateway: a booking starts a payment and sends the browser to the gateway page
 * (gateway-routes.ts); the user's choice there decides it once. On success the purpose's capture
 * handler (one per product, see server/booking/capture.ts) confirms the booking in the same
 * transaction that marks the payment, so a booking is confirmed exactly when its payment succeeded.
 */
export type PaymentPurpose = 'insurance' | 'flight' | 'hotel';
export type CardPayment = typeof cardPayments.$inferSelect;

export const GATEWAY_PATH = '/sandbox-gateway';

/** Confirms the booking a payment paid for; answers where the browser goes next (an app path). */
export type CaptureHandler = (
  tx: Tx,
  payment: CardPayment,
  call: { now: Date; log: FastifyBaseLogger },
) => Promise<{ redirect: string }>;

/** The capture of each purpose's payments; the composition root builds it from the products (server/booking/capture.ts). */
export type CaptureHandlers = ReadonlyMap<string, CaptureHandler>;

/** Only the app's own paths: never '//host' or 'https://…', so the gateway cannot redirect off-site. */
export function isAppPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') && url.length <= 2000;
}

export interface StartCardPayment {
  purpose: PaymentPurpose;
  /** The booking being paid for (e.g. a tgbookingref); captured at most once. */
  reference: string;
  amountPaise: bigint;
  currency: string;
  successurl: string;
  failureurl: string;
}

/**
 * Records a new payment for the caller and answers the gateway page's address. A retry after a
 * failed payment starts a new one; a reference already captured is refused (409), never re-charged.
 */
export async function startCardPayment(
  ctx: WalletContext,
  input: StartCardPayment,
): Promise<{ paymentid: string; paymenturl: string }> {
  if (input.amountPaise <= 0n) throw badRequest('amount must be positive');
  if (!isAppPath(input.successurl)) throw badRequest('successurl must be a path of this app');
  if (!isAppPath(input.failureurl)) throw badRequest('failureurl must be a path of this app');
  const [captured] = await ctx.tx
    .select({ id: cardPayments.paymentId })
    .from(cardPayments)
    .where(
      and(
        eq(cardPayments.purpose, input.purpose),
        eq(cardPayments.reference, input.reference),
        eq(cardPayments.status, 'succeeded'),
      ),
    );
  if (captured) throw new HttpError(409, 'This booking is already paid');
  const paymentid = randomUUID();
  await ctx.tx.insert(cardPayments).values({
    paymentId: paymentid,
    corporateId: ctx.session.corporateid,
    profileId: ctx.session.profileid,
    purpose: input.purpose,
    reference: input.reference,
    amountPaise: input.amountPaise,
    currency: input.currency,
    status: 'created',
    successUrl: input.successurl,
    failureUrl: input.failureurl,
    createdAt: ctx.now,
  });
  return { paymentid, paymenturl: `${GATEWAY_PATH}/${paymentid}` };
}

/**
 * The failure address with `payment=failed` added. Appended as text, so the app's own query (the
 * review page's `ins=a;b;…`) comes back exactly as it was sent.
 */
export function withPaymentFailed(failureurl: string): string {
  const hashAt = failureurl.indexOf('#');
  const path = hashAt < 0 ? failureurl : failureurl.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : failureurl.slice(hashAt);
  if (/[?&]payment=failed(&|$)/.test(path)) return failureurl;
  return `${path}${path.includes('?') ? '&' : '?'}payment=failed${hash}`;
}
