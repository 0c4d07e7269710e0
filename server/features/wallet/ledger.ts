import { and, desc, eq } from 'drizzle-orm';
import type { UserAccount, WalletLedgerEntry } from '../../../src/contract/wallet/operations';
import { ADMIN_GROUP } from '../../../src/contract/roles';
import { minorUnitsToDecimal } from '../../../src/domain/money';
import { UNKNOWN_BALANCE_WIRE } from '../../../src/domain/payment-mode-amounts';
import type { Session } from '../../auth/sessions';
import type { HandlerContext } from '../../dispatch/types';
import { forbidden } from '../../http/errors';
import { corporateCurrency, findCallerWallet, type WalletAccount } from '../../payments/wallet-account';
import { walletLedgerEntries } from '../../store/schema-wallet';

/** The wire's UserAccount for the caller's wallet, '-1' (in the company's currency) without one. */
export async function callerUserAccount(
  ctx: HandlerContext,
): Promise<{ account: WalletAccount | null; wire: UserAccount }> {
  const account = await findCallerWallet(ctx.tx, ctx.session);
  if (!account) {
    const currency = await corporateCurrency(ctx.tx, ctx.session.corporateid);
    return { account, wire: { balance: UNKNOWN_BALANCE_WIRE, currency, accountid: '', ownertype: '' } };
  }
  return {
    account,
    wire: {
      balance: minorUnitsToDecimal(account.balancePaise),
      currency: account.currency,
      accountid: account.id,
      ownertype: account.profileId ? 'profile' : 'corporate',
    },
  };
}

/**
 * Who may read a ledger: the company wallet's travel admin, superadmin and finance roles (the admin
 * group); small accounts (businesstraveller, sme owner) their own wallet. A personal wallet is only
 * ever the caller's own (findCallerWallet), so its owner may always read it.
 */
function mayReadLedger(session: Session, account: WalletAccount | null): boolean {
  if (account?.profileId === session.profileid) return true;
  if (session.userCategory === 'businesstraveller' || session.userCategory === 'sme') return true;
  return ADMIN_GROUP.includes(session.role);
}

export async function walletLedger(ctx: HandlerContext, limit: number) {
  const { account, wire } = await callerUserAccount(ctx);
  if (!mayReadLedger(ctx.session, account)) throw forbidden('corporateid: wallet ledger not available');
  const entries: WalletLedgerEntry[] = [];
  if (account) {
    const rows = await ctx.tx
      .select()
      .from(walletLedgerEntries)
      .where(
        and(eq(walletLedgerEntries.accountId, account.id), eq(walletLedgerEntries.corporateId, account.corporateId)),
      )
      .orderBy(desc(walletLedgerEntries.id))
      .limit(limit);
    for (const row of rows) {
      const debit = row.amountPaise < 0n ? -row.amountPaise : 0n;
      const credit = row.amountPaise > 0n ? row.amountPaise : 0n;
      entries.push({
        entryid: String(row.id),
        date: row.createdAt.toISOString(),
        description: row.description,
        reference: row.reference,
        debit: minorUnitsToDecimal(debit),
        credit: minorUnitsToDecimal(credit),
        balance: minorUnitsToDecimal(row.balanceAfterPaise),
      });
    }
  }
  return { ApiStatus: { Status: 'OK' as const }, UserAccount: wire, entries };
}
