import { and, eq, gte, sql } from 'drizzle-orm';
import type { Session } from '../auth/sessions';
import type { HandlerContext } from '../dispatch/types';
import { HttpError } from '../http/errors';
import type { Executor } from '../store/db';
import { walletAccounts, walletLedgerEntries } from '../store/schema-wallet';
import { findCallerWallet } from './wallet-account';

export const INSUFFICIENT_WALLET_BALANCE = 'Insufficient wallet balance';

/**
 * What a posting needs: its transaction, who it is for (the caller, or the booker when a gateway's
 * capture settles a booking) and the clock.
 */
export type WalletContext = Pick<HandlerContext, 'tx' | 'now'> & { session: Pick<Session, 'profileid' | 'corporateid'> };

export interface WalletPosting {
  /** Positive; a debit takes it off, a credit adds it. */
  amountPaise: bigint;
  /** The booking (or refund) the posting belongs to, shown in the ledger. */
  reference: string;
  description: string;
}

export interface PostingResult {
  entryId: string;
  balanceAfterPaise: bigint;
  /** The wallet posted to: a refund credits this one back (`creditWallet(..., { accountId })`). */
  accountId: string;
}

function checkAmount(amountPaise: bigint): void {
  if (amountPaise <= 0n) throw new RangeError(`wallet postings must be positive: ${amountPaise}`);
}

async function writeEntry(
  tx: Executor,
  ctx: WalletContext,
  account: { id: string; corporateId: string },
  signed: bigint,
  balanceAfterPaise: bigint,
  posting: WalletPosting,
): Promise<PostingResult> {
  const [entry] = await tx
    .insert(walletLedgerEntries)
    .values({
      accountId: account.id,
      corporateId: account.corporateId,
      amountPaise: signed,
      balanceAfterPaise,
      reference: posting.reference,
      description: posting.description,
      byProfileId: ctx.session.profileid,
      createdAt: ctx.now,
    })
    .returning({ id: walletLedgerEntries.id });
  return { entryId: String(entry!.id), balanceAfterPaise, accountId: account.id };
}

/**
 * Takes the amount off the caller's wallet, with its ledger row, atomically: one conditional UPDATE
 * (balance >= amount) so two concurrent debits can never both pass a check made earlier; the loser
 * re-reads the updated row and fails the condition. 409 'Insufficient wallet balance' when short
 * or without a wallet. Runs in a savepoint of the caller's transaction (or its own transaction).
 */
export async function debitWallet(ctx: WalletContext, posting: WalletPosting): Promise<PostingResult> {
  checkAmount(posting.amountPaise);
  const account = await findCallerWallet(ctx.tx, ctx.session);
  if (!account) throw new HttpError(409, INSUFFICIENT_WALLET_BALANCE);
  return ctx.tx.transaction(async (tx) => {
    const [row] = await tx
      .update(walletAccounts)
      .set({ balancePaise: sql`${walletAccounts.balancePaise} - ${posting.amountPaise.toString()}::bigint` })
      .where(and(eq(walletAccounts.id, account.id), gte(walletAccounts.balancePaise, posting.amountPaise)))
      .returning({ balancePaise: walletAccounts.balancePaise });
    if (!row) throw new HttpError(409, INSUFFICIENT_WALLET_BALANCE);
    return writeEntry(tx, ctx, account, -posting.amountPaise, row.balancePaise, posting);
  });
}

/**
 * Adds the amount to a wallet with its ledger row: by default the caller's; a refund names the
 * wallet it was debited from (`accountId`, checked to be the caller's company's).
 */
export async function creditWallet(
  ctx: WalletContext,
  posting: WalletPosting & { accountId?: string },
): Promise<PostingResult> {
  checkAmount(posting.amountPaise);
  const accountId = posting.accountId ?? (await findCallerWallet(ctx.tx, ctx.session))?.id;
  if (!accountId) throw new HttpError(409, 'No wallet to credit');
  return ctx.tx.transaction(async (tx) => {
    const [row] = await tx
      .update(walletAccounts)
      .set({ balancePaise: sql`${walletAccounts.balancePaise} + ${posting.amountPaise.toString()}::bigint` })
      .where(and(eq(walletAccounts.id, accountId), eq(walletAccounts.corporateId, ctx.session.corporateid)))
      .returning({ balancePaise: walletAccounts.balancePaise });
    if (!row) throw new HttpError(409, 'No wallet to credit');
    const account = { id: accountId, corporateId: ctx.session.corporateid };
    return writeEntry(tx, ctx, account, posting.amountPaise, row.balancePaise, posting);
  });
}
