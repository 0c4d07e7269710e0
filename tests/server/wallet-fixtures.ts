import { eq } from 'drizzle-orm';
import type { Session } from '../../server/auth/sessions';
import type { WalletContext } from '../../server/payments/wallet';
import type { Db, Tx } from '../../server/store/db';
import { profiles } from '../../server/store/schema';
import { walletAccounts, walletLedgerEntries } from '../../server/store/schema-wallet';

export const balanceCall = { opid: 'TG-WALLET', action: 'getwalletbalance' };
export const configCall = { opid: 'TG-EXPENSE', action: 'getcorporatebookingconfig' };
export const ledgerCall = { opid: 'TG-WALLET', action: 'getwalletledger' };

/** The demo people the wallet tests use: [userid, profileid, corporateid]. */
export const PEOPLE = {
  acmeTraveller: ['traveller@acme.test', '20001', '1001'],
  acmeManager: ['manager@acme.test', '20002', '1001'],
  acmeCoordinator: ['coordinator@acme.test', '20003', '1001'],
  acmeTravelAdmin: ['traveladmin@acme.test', '20004', '1001'],
  acmeSuperAdmin: ['superadmin@acme.test', '20005', '1001'],
  acmeFinance: ['finance@acme.test', '20006', '1001'],
  globexTraveller: ['traveller@globex.test', '30001', '1002'],
  smeOwner: ['owner@sme.test', '40001', '1003'],
  solo: ['solo@biz.test', '50001', '1004'],
} as const;
export type Person = keyof typeof PEOPLE;

/** A caller as the payment functions see it, read from the seeded profile. */
export async function sessionOf(db: Db, profileid: string): Promise<Session> {
  const [p] = await db.select().from(profiles).where(eq(profiles.id, profileid));
  if (!p) throw new Error(`no profile ${profileid}`);
  const now = new Date();
  return {
    tokenHash: '',
    profileid,
    corporateid: p.corporateId,
    role: p.role,
    userCategory: p.userCategory,
    passwordChange: false,
    encKey: null,
    expiresAt: now,
    lastSeenAt: now,
    emulatedBy: null,
  };
}

/** Runs `work` in a transaction of its own with the caller's wallet context (one booking call). */
export function inCall<T>(db: Db, session: Session, work: (ctx: WalletContext & { tx: Tx }) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work({ tx, session, now: new Date() }));
}

export async function balanceOf(db: Db, accountId: string): Promise<bigint> {
  const [row] = await db
    .select({ b: walletAccounts.balancePaise })
    .from(walletAccounts)
    .where(eq(walletAccounts.id, accountId));
  return row!.b;
}

export async function ledgerOf(db: Db, accountId: string) {
  return db
    .select()
    .from(walletLedgerEntries)
    .where(eq(walletLedgerEntries.accountId, accountId))
    .orderBy(walletLedgerEntries.id);
}

/** Puts a wallet back to a known balance (tests share one seeded database per file). */
export async function setBalance(db: Db, accountId: string, balancePaise: bigint): Promise<void> {
  await db.update(walletAccounts).set({ balancePaise }).where(eq(walletAccounts.id, accountId));
}
