import { describe, expect, it } from 'vitest';
import type { PaymentModesConfig } from '../contract/wallet/operations';
import { mayChoose, paymentModeChoice, walletCovers } from './payment-mode';
import { walletBalanceFromWire } from './payment-mode-amounts';

const TOTAL = 1_180_00n;

describe('payment mode (docs/product.md#payment-mode)', () => {
  it('defaults to wallet when the balance is known and greater than the total', () => {
    const choice = paymentModeChoice({ balancePaise: 50_000_00n, totalPaise: TOTAL, config: 'all' });
    expect(choice).toEqual({
      showWallet: true,
      showCard: true,
      showCompany: false,
      walletSelectable: true,
      cardSelectable: true,
      companySelectable: false,
      insufficient: false,
      defaultMode: 'cashcard',
    });
  });

  it.each([
    ['unknown (-1)', null],
    ['zero', 0n],
    ['below the total', TOTAL - 1n],
    ['equal to the total (not greater)', TOTAL],
  ])('forces card when the balance is %s', (_, balancePaise) => {
    const choice = paymentModeChoice({ balancePaise, totalPaise: TOTAL, config: 'all' });
    expect(choice.defaultMode).toBe('creditcard');
    expect(choice.walletSelectable).toBe(false);
    expect(choice.insufficient).toBe(true);
    expect(mayChoose({ balancePaise, totalPaise: TOTAL, config: 'all' }, 'cashcard')).toBe(false);
  });

  it('forces card, and hides the wallet tile, when only the payment gateway is allowed', () => {
    const choice = paymentModeChoice({ balancePaise: 50_000_00n, totalPaise: TOTAL, config: 'paymentgateway' });
    expect(choice).toMatchObject({
      showWallet: false,
      showCard: true,
      walletSelectable: false,
      insufficient: false,
      defaultMode: 'creditcard',
    });
  });

  it('shows only the wallet when only the wallet is allowed; nothing can pay when it is short', () => {
    const rich = paymentModeChoice({ balancePaise: 5_000_00n, totalPaise: TOTAL, config: 'wallet' });
    expect(rich).toMatchObject({ showWallet: true, showCard: false, defaultMode: 'cashcard' });
    const short = paymentModeChoice({ balancePaise: 1_000_00n, totalPaise: TOTAL, config: 'wallet' });
    expect(short).toMatchObject({ showCard: false, cardSelectable: false, insufficient: true, defaultMode: null });
    expect(mayChoose({ balancePaise: 1_000_00n, totalPaise: TOTAL, config: 'wallet' }, 'creditcard')).toBe(false);
  });

  it.each<PaymentModesConfig>(['all', ''])('config %j shows both tiles', (config) => {
    const choice = paymentModeChoice({ balancePaise: null, totalPaise: TOTAL, config });
    expect([choice.showWallet, choice.showCard]).toEqual([true, true]);
  });

  it('shows the company account only when the company offers it, and lets it always be chosen', () => {
    const off = { balancePaise: 50_000_00n, totalPaise: TOTAL, config: 'all' as const };
    expect(paymentModeChoice(off)).toMatchObject({ showCompany: false, companySelectable: false });
    expect(mayChoose(off, 'company')).toBe(false);
    const on = { ...off, companyAccount: true };
    expect(paymentModeChoice(on)).toMatchObject({ showCompany: true, companySelectable: true, defaultMode: 'cashcard' });
    expect(mayChoose(on, 'company')).toBe(true);
    expect(mayChoose({ ...on, balancePaise: null, config: 'paymentgateway' }, 'company')).toBe(true);
  });

  it('defaults to the wallet, else the card, else the company account', () => {
    const facts = { balancePaise: 50_000_00n, totalPaise: TOTAL, config: 'all' as const, companyAccount: true };
    expect(paymentModeChoice(facts).defaultMode).toBe('cashcard');
    expect(paymentModeChoice({ ...facts, balancePaise: 0n }).defaultMode).toBe('creditcard');
    const walletOnlyShort = { ...facts, balancePaise: 1_000_00n, config: 'wallet' as const };
    expect(paymentModeChoice(walletOnlyShort).defaultMode).toBe('company');
    expect(paymentModeChoice({ ...walletOnlyShort, companyAccount: false }).defaultMode).toBeNull();
  });

  it('wallet covers only a known, positive balance above the total', () => {
    expect(walletCovers(null, 0n)).toBe(false);
    expect(walletCovers(0n, 0n)).toBe(false);
    expect(walletCovers(1n, 0n)).toBe(true);
  });
});

describe('wallet amounts on the wire', () => {
  it("reads '-1' and anything malformed as unknown, never as -100 paise", () => {
    expect(walletBalanceFromWire('-1')).toBeNull();
    expect(walletBalanceFromWire('abc')).toBeNull();
    expect(walletBalanceFromWire('-5.00')).toBeNull();
    expect(walletBalanceFromWire('5000.00')).toBe(5_000_00n);
    expect(walletBalanceFromWire('0')).toBe(0n);
  });
});
