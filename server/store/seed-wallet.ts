import type { Tx } from './db';
import { corporateBookingConfig, walletAccounts, walletLedgerEntries } from './schema-wallet';

/** Demo wallets, ids fixed so tests can name them. solo@biz.test (1004) has none: balance '-1'. */
export const DEMO_WALLETS = [
  { id: 'W1001', corporateId: '1001', currency: 'INR', balancePaise: 50_000_00n },
  { id: 'W1002', corporateId: '1002', currency: 'INR', balancePaise: 20_000_00n },
  { id: 'W1003', corporateId: '1003', currency: 'INR', balancePaise: 5_000_00n },
] as const;

/**
 * Seeds the company wallets (each with its opening balance as the first ledger posting) and the
 * booking configuration: Acme allows both modes and offers its company account, Globex only the
 * gateway, the sme only its wallet, and Kapoor Consulting (1004) sets nothing (both tiles shown).
 */
export async function seedWallet(tx: Tx, now: Date): Promise<void> {
  await tx.insert(walletAccounts).values(DEMO_WALLETS.map((w) => ({ ...w, profileId: null, createdAt: now })));
  await tx.insert(walletLedgerEntries).values(
    DEMO_WALLETS.map((w) => ({
      accountId: w.id,
      corporateId: w.corporateId,
      amountPaise: w.balancePaise,
      balanceAfterPaise: w.balancePaise,
      reference: `OPEN-${w.corporateId}`,
      description: 'Opening balance',
      createdAt: now,
    })),
  );
  await tx.insert(corporateBookingConfig).values([
    { corporateId: '1001', paymentModes: 'all', hotelVersion: 'v2', companyAccount: true },
    { corporateId: '1002', paymentModes: 'paymentgateway', hotelVersion: 'v2' },
    { corporateId: '1003', paymentModes: 'wallet', hotelVersion: 'v1' },
    { corporateId: '1004', paymentModes: '', hotelVersion: 'v1' },
  ]);
}
