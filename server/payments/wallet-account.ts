import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Session } from '../auth/sessions';
import type { Executor } from '../store/db';
import { corporates } from '../store/schema';
import { walletAccounts } from '../store/schema-wallet';

export interface WalletAccount {
  id: string;
  corporateId: string;
  profileId: string | null;
  currency: string;
  balancePaise: bigint;
}

/**
 * The wallet the caller pays from: their own (a businesstraveller's) if they have one, else their
 * company's shared wallet; null when neither exists. Scoped to the session's company.
 */
export async function findCallerWallet(
  db: Executor,
  session: Pick<Session, 'profileid' | 'corporateid'>,
): Promise<WalletAccount | null> {
  const [row] = await db
    .select({
      id: walletAccounts.id,
      corporateId: walletAccounts.corporateId,
      profileId: walletAccounts.profileId,
      currency: walletAccounts.currency,
      balancePaise: walletAccounts.balancePaise,
    })
    .from(walletAccounts)
    .where(
      and(
        eq(walletAccounts.corporateId, session.corporateid),
        or(eq(walletAccounts.profileId, session.profileid), isNull(walletAccounts.profileId)),
      ),
    )
    .orderBy(sql`${walletAccounts.profileId} is null`)
    .limit(1);
  return row ?? null;
}

/** The company's base currency: what a caller without a wallet is shown the '-1' balance in. */
export async function corporateCurrency(db: Executor, corporateId: string): Promise<string> {
  const [row] = await db
    .select({ currency: corporates.baseCurrency })
    .from(corporates)
    .where(eq(corporates.id, corporateId));
  return row?.currency ?? 'INR';
}
