import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../server/http/errors';
import { INSUFFICIENT_WALLET_BALANCE, creditWallet, debitWallet } from '../../server/payments/wallet';
import type { Session } from '../../server/auth/sessions';
import { walletAccounts } from '../../server/store/schema-wallet';
import { type TestApp, createTestApp } from './helpers/test-app';
import { balanceOf, inCall, ledgerOf, sessionOf, setBalance } from './wallet-fixtures';

let t: TestApp;
let sme: Session;
let acme: Session;
let solo: Session;
beforeAll(async () => {
  t = await createTestApp();
  sme = await sessionOf(t.store.db, '40001');
  acme = await sessionOf(t.store.db, '20001');
  solo = await sessionOf(t.store.db, '50001');
});
afterAll(() => t.close());

const posting = (amountPaise: bigint, reference = 'INS-1') => ({
  amountPaise,
  reference,
  description: 'Insurance premium',
});

async function refusal(work: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await work;
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('debitWallet', () => {
  it("takes the amount off the caller's wallet with a ledger row holding the balance after", async () => {
    await setBalance(t.store.db, 'W1003', 5_000_00n);
    const result = await inCall(t.store.db, sme, (ctx) => debitWallet(ctx, posting(1_180_50n, 'INS-100')));
    expect(result).toMatchObject({ balanceAfterPaise: 3_819_50n, accountId: 'W1003' });
    expect(await balanceOf(t.store.db, 'W1003')).toBe(3_819_50n);
    const last = (await ledgerOf(t.store.db, 'W1003')).at(-1)!;
    expect(last).toMatchObject({
      amountPaise: -1_180_50n,
      balanceAfterPaise: 3_819_50n,
      reference: 'INS-100',
      byProfileId: '40001',
    });
    expect(String(last.id)).toBe(result.entryId);
  });

  it("answers 409 'Insufficient wallet balance' when short, and changes nothing", async () => {
    await setBalance(t.store.db, 'W1003', 1_000_00n);
    const before = (await ledgerOf(t.store.db, 'W1003')).length;
    expect(await refusal(inCall(t.store.db, sme, (ctx) => debitWallet(ctx, posting(1_000_01n))))).toEqual({
      status: 409,
      message: INSUFFICIENT_WALLET_BALANCE,
    });
    expect(await balanceOf(t.store.db, 'W1003')).toBe(1_000_00n);
    expect(await ledgerOf(t.store.db, 'W1003')).toHaveLength(before);
  });

  it("a refused debit leaves the call's transaction usable (the caller may answer NOK and commit)", async () => {
    await setBalance(t.store.db, 'W1003', 1_000_00n);
    const after = await inCall(t.store.db, sme, async (ctx) => {
      const refused = await refusal(debitWallet(ctx, posting(2_000_00n, 'TOO-MUCH')));
      expect(refused.status).toBe(409);
      return debitWallet(ctx, posting(400_00n, 'AFTER-REFUSAL'));
    });
    expect(after.balanceAfterPaise).toBe(600_00n);
    expect(await balanceOf(t.store.db, 'W1003')).toBe(600_00n);
    expect((await ledgerOf(t.store.db, 'W1003')).map((r) => r.reference)).not.toContain('TOO-MUCH');
  });

  it('may take the wallet down to exactly zero, never below', async () => {
    await setBalance(t.store.db, 'W1003', 500_00n);
    await inCall(t.store.db, sme, (ctx) => debitWallet(ctx, posting(500_00n)));
    expect(await balanceOf(t.store.db, 'W1003')).toBe(0n);
    expect((await refusal(inCall(t.store.db, sme, (ctx) => debitWallet(ctx, posting(1n))))).status).toBe(409);
  });

  it('refuses a caller without a wallet the same way', async () => {
    expect(await refusal(inCall(t.store.db, solo, (ctx) => debitWallet(ctx, posting(100n))))).toEqual({
      status: 409,
      message: INSUFFICIENT_WALLET_BALANCE,
    });
  });

  it('refuses zero and negative amounts outright', async () => {
    await expect(inCall(t.store.db, sme, (ctx) => debitWallet(ctx, posting(0n)))).rejects.toThrow(RangeError);
    await expect(inCall(t.store.db, sme, (ctx) => creditWallet(ctx, posting(-5n)))).rejects.toThrow(RangeError);
  });

  it('concurrent debits never take a wallet below zero, and the ledger adds up', async () => {
    await setBalance(t.store.db, 'W1003', 5_000_00n);
    const before = (await ledgerOf(t.store.db, 'W1003')).length;
    const attempts = Array.from({ length: 12 }, (_, i) =>
      inCall(t.store.db, sme, (ctx) => debitWallet(ctx, posting(1_000_00n, `RACE-${i}`))).then(
        () => 'debited' as const,
        (error: unknown) =>
          error instanceof HttpError && error.statusCode === 409 ? ('refused' as const) : Promise.reject(error),
      ),
    );
    const outcomes = await Promise.all(attempts);
    expect(outcomes.filter((o) => o === 'debited')).toHaveLength(5);
    expect(await balanceOf(t.store.db, 'W1003')).toBe(0n);
    const rows = (await ledgerOf(t.store.db, 'W1003')).slice(before);
    expect(rows).toHaveLength(5);
    // Each posting's balance-after is the one before it less the amount: no two saw the same balance.
    expect(rows.map((r) => r.balanceAfterPaise).sort((a, b) => Number(b - a))).toEqual([
      4_000_00n,
      3_000_00n,
      2_000_00n,
      1_000_00n,
      0n,
    ]);
  });

  it('the database itself refuses a negative balance', async () => {
    await expect(t.store.db.update(walletAccounts).set({ balancePaise: sql`-1` })).rejects.toThrow();
  });

  it('debits roll back with the call that made them', async () => {
    await setBalance(t.store.db, 'W1001', 50_000_00n);
    await expect(
      inCall(t.store.db, acme, async (ctx) => {
        await debitWallet(ctx, posting(10_000_00n, 'ROLLBACK'));
        throw new Error('booking failed later');
      }),
    ).rejects.toThrow('booking failed later');
    expect(await balanceOf(t.store.db, 'W1001')).toBe(50_000_00n);
    expect((await ledgerOf(t.store.db, 'W1001')).some((r) => r.reference === 'ROLLBACK')).toBe(false);
  });
});

describe('creditWallet', () => {
  it("adds to the caller's wallet, or to the wallet a refund names", async () => {
    await setBalance(t.store.db, 'W1001', 1_000_00n);
    const own = await inCall(t.store.db, acme, (ctx) => creditWallet(ctx, posting(250_00n, 'REFUND-1')));
    expect(own).toMatchObject({ accountId: 'W1001', balanceAfterPaise: 1_250_00n });
    const named = await inCall(t.store.db, acme, (ctx) =>
      creditWallet(ctx, { ...posting(50n, 'REFUND-2'), accountId: 'W1001' }),
    );
    expect(named.balanceAfterPaise).toBe(1_250_50n);
    expect((await ledgerOf(t.store.db, 'W1001')).at(-1)).toMatchObject({ amountPaise: 50n, reference: 'REFUND-2' });
  });

  it("never credits another company's wallet, nor a caller without one", async () => {
    const globexBefore = await balanceOf(t.store.db, 'W1002');
    expect(
      (await refusal(inCall(t.store.db, acme, (ctx) => creditWallet(ctx, { ...posting(100n), accountId: 'W1002' }))))
        .status,
    ).toBe(409);
    expect(await balanceOf(t.store.db, 'W1002')).toBe(globexBefore);
    expect((await refusal(inCall(t.store.db, solo, (ctx) => creditWallet(ctx, posting(100n))))).status).toBe(409);
  });
});
