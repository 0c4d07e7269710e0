import { and, eq, sql } from 'drizzle-orm';
import { HttpError } from '../http/errors';
import { type WalletContext, creditWallet } from '../payments/wallet';
import { cardPayments, cardRefunds } from '../store/schema-wallet';

/*
 * The refund step every product's cancellation shares: money goes back the way it came. A wallet
 * booking is credited to the wallet it was debited from (its ledger shows the line); a card
 * booking gets a refund recorded against the payment that paid it (the sandbox gateway accepts
 * refunds at once); a booking billed to the company (with a trip, or on the company account)
 * moves no money. Runs in the cancellation's own transaction, so a refund exists exactly when the
 * cancellation does; the caller guards against cancelling (and so refunding) twice.
 */

/** What a cancellation says of a booking billed to the company account (no trip): nothing moves back. */
export const COMPANY_ACCOUNT_NOTHING_BACK = 'Nothing is paid back: the booking is billed to the company account.';

export const CARD_REFUND_EXCEEDS_PAYMENT = 'The refund is more than the card payment left to refund';

export interface RefundOf {
  /** The product, as the card payment's purpose ('flight', 'insurance'). */
  kind: 'flight' | 'insurance' | 'hotel';
  txid: string;
  paymentMode: 'cashcard' | 'creditcard' | 'company';
  /** The wallet debited at payment ('' for older bookings: the caller's wallet then). */
  walletAccountId: string;
  amountPaise: bigint;
  /** The ledger line or card refund's description, e.g. 'Refund: flight BLR-DEL (FL700001)'. */
  description: string;
}

export type RefundMode = 'wallet' | 'card' | 'none';

/** Pays `amountPaise` back; answers where it went ('none' when billed to a trip or nothing is due). */
export async function refundBooking(ctx: WalletContext, refund: RefundOf): Promise<RefundMode> {
  if (refund.paymentMode === 'company') return 'none';
  if (refund.amountPaise <= 0n) return refund.paymentMode === 'cashcard' ? 'wallet' : 'card';
  if (refund.paymentMode === 'cashcard') {
    await creditWallet(ctx, {
      amountPaise: refund.amountPaise,
      reference: refund.txid,
      description: refund.description,
      ...(refund.walletAccountId ? { accountId: refund.walletAccountId } : {}),
    });
    return 'wallet';
  }
  await refundCard(ctx, refund);
  return 'card';
}

/** Records a refund against the booking's captured payment, never more than it captured in all. */
async function refundCard(ctx: WalletContext, refund: RefundOf): Promise<void> {
  // The payment row is locked: two refunds of one payment add up one after the other.
  const [payment] = await ctx.tx
    .select({ paymentId: cardPayments.paymentId, amountPaise: cardPayments.amountPaise })
    .from(cardPayments)
    .where(
      and(
        eq(cardPayments.purpose, refund.kind),
        eq(cardPayments.reference, refund.txid),
        eq(cardPayments.corporateId, ctx.session.corporateid),
        eq(cardPayments.status, 'succeeded'),
      ),
    )
    .for('update');
  if (!payment) throw new HttpError(409, `No card payment of ${refund.txid} to refund`);
  const [done] = await ctx.tx
    .select({ paise: sql<string>`coalesce(sum(${cardRefunds.amountPaise}), 0)::text` })
    .from(cardRefunds)
    .where(eq(cardRefunds.paymentId, payment.paymentId));
  if (BigInt(done?.paise ?? '0') + refund.amountPaise > payment.amountPaise)
    throw new HttpError(409, CARD_REFUND_EXCEEDS_PAYMENT);
  await ctx.tx.insert(cardRefunds).values({
    paymentId: payment.paymentId,
    corporateId: ctx.session.corporateid,
    purpose: refund.kind,
    reference: refund.txid,
    amountPaise: refund.amountPaise,
    description: refund.description,
    byProfileId: ctx.session.profileid,
    createdAt: ctx.now,
  });
}
