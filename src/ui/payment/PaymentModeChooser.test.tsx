import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import type { PaymentModesConfig } from '../../contract/wallet/operations';
import { loginFixture } from '../../session/login-fixture';
import { setSession } from '../../session/store';
import {
  CARD_LABEL,
  CHECKING_BALANCE,
  COMPANY_LABEL,
  INSUFFICIENT_AMOUNT,
  PaymentModeChooser,
  WALLET_LABEL,
} from './PaymentModeChooser';

type Call = Record<string, unknown>;
let calls: Call[];
let balance: string;
let paymentmodes: PaymentModesConfig;
let companyaccount: boolean | undefined;
let releaseBalance: () => void;

beforeEach(() => {
  calls = [];
  balance = '50000.00';
  paymentmodes = 'all';
  companyaccount = undefined;
  setSession(loginFixture());
  const balanceGate = new Promise<void>((resolve) => (releaseBalance = resolve));
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Call;
    calls.push(body);
    const answer =
      body.action === 'getwalletbalance'
        ? (await balanceGate,
          {
            ApiStatus: { Status: 'OK' },
            UserAccount: { balance, currency: 'INR', accountid: 'W1', ownertype: 'corporate' },
          })
        : {
            ApiStatus: { Status: 'OK' },
            lpomandatory_guest: false,
            nameseditable: true,
            hotelversion: 'v2',
            paymentmodes,
            ...(companyaccount === undefined ? {} : { companyaccount }),
          };
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSession(null);
});

function renderChooser(totalPaise = 1_180_00n) {
  const onChange = vi.fn();
  const onStatus = vi.fn();
  const view = render(
    <MantineProvider>
      <PaymentModeChooser
        totalPaise={totalPaise}
        currency="INR"
        onChange={onChange}
        onStatus={onStatus}
        profileid="P1"
        corporateid="C1"
      />
    </MantineProvider>,
  );
  const rerender = (total: bigint) =>
    view.rerender(
      <MantineProvider>
        <PaymentModeChooser
          totalPaise={total}
          currency="INR"
          onChange={onChange}
          onStatus={onStatus}
          profileid="P1"
          corporateid="C1"
        />
      </MantineProvider>,
    );
  return { onChange, onStatus, rerender };
}
const wallet = () => screen.getByRole('radio', { name: WALLET_LABEL });
const card = () => screen.getByRole('radio', { name: CARD_LABEL });
const company = () => screen.getByRole('radio', { name: COMPANY_LABEL });

describe('PaymentModeChooser', () => {
  it('checks the balance, then picks the wallet by default and lets the user switch', async () => {
    const user = userEvent.setup();
    const { onChange, onStatus } = renderChooser();
    expect(wallet().textContent).toContain(CHECKING_BALANCE);
    expect(wallet()).toHaveProperty('disabled', true);
    releaseBalance();
    await waitFor(() => expect(wallet().getAttribute('aria-checked')).toBe('true'));
    expect(wallet().textContent).toContain('Balance: ₹50,000');
    expect(screen.getByText('Balance: ₹50,000').closest('[id]')?.id).toBe(wallet().getAttribute('aria-describedby'));
    expect(screen.queryByText(INSUFFICIENT_AMOUNT)).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith('cashcard');
    expect(onStatus).toHaveBeenLastCalledWith('ready');
    expect(calls).toEqual([
      { opid: 'TG-WALLET', action: 'getwalletbalance', profileid: 'P1', corporateid: 'C1' },
      { opid: 'TG-EXPENSE', action: 'getcorporatebookingconfig', corporateid: 'C1' },
    ]);

    await user.click(card());
    expect(card().getAttribute('aria-checked')).toBe('true');
    expect(onChange).toHaveBeenLastCalledWith('creditcard');
    await user.click(wallet());
    expect(onChange).toHaveBeenLastCalledWith('cashcard');
  });

  it('forces card and says the wallet is short when the balance is below the total', async () => {
    balance = '1000.00';
    const { onChange } = renderChooser();
    releaseBalance();
    await screen.findByText(INSUFFICIENT_AMOUNT);
    expect(wallet().textContent).toContain('Balance: ₹1,000');
    expect(wallet()).toHaveProperty('disabled', true);
    expect(card().getAttribute('aria-checked')).toBe('true');
    expect(onChange).toHaveBeenLastCalledWith('creditcard');
  });

  it('forces card without a wallet (-1): no balance line', async () => {
    balance = '-1';
    renderChooser();
    releaseBalance();
    await screen.findByText(INSUFFICIENT_AMOUNT);
    expect(screen.queryByText(/Balance:/)).toBeNull();
    expect(card().getAttribute('aria-checked')).toBe('true');
  });

  it('shows only the card tile when the company allows only the payment gateway', async () => {
    paymentmodes = 'paymentgateway';
    renderChooser();
    releaseBalance();
    await waitFor(() => expect(card().getAttribute('aria-checked')).toBe('true'));
    expect(screen.queryByRole('radio', { name: WALLET_LABEL })).toBeNull();
  });

  it('reports unavailable when only the wallet is allowed and it cannot pay', async () => {
    paymentmodes = 'wallet';
    balance = '100.00';
    const { onChange, onStatus } = renderChooser();
    releaseBalance();
    await waitFor(() => expect(onStatus).toHaveBeenLastCalledWith('unavailable'));
    expect(screen.queryByRole('radio', { name: CARD_LABEL })).toBeNull();
    expect(screen.getByText(INSUFFICIENT_AMOUNT)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows no company account tile unless the company offers it', async () => {
    companyaccount = false;
    const { onChange } = renderChooser();
    releaseBalance();
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('cashcard'));
    expect(screen.queryByRole('radio', { name: COMPANY_LABEL })).toBeNull();
  });

  it('offers the company account as a third tile the user may always pick', async () => {
    companyaccount = true;
    const user = userEvent.setup();
    const { onChange } = renderChooser();
    releaseBalance();
    await waitFor(() => expect(wallet().getAttribute('aria-checked')).toBe('true'));
    expect(company()).toHaveProperty('disabled', false);
    await user.click(company());
    expect(company().getAttribute('aria-checked')).toBe('true');
    expect(onChange).toHaveBeenLastCalledWith('company');
  });

  it('picks the company account when only the wallet is allowed and it cannot pay', async () => {
    companyaccount = true;
    paymentmodes = 'wallet';
    balance = '100.00';
    const { onChange, onStatus } = renderChooser();
    releaseBalance();
    await waitFor(() => expect(company().getAttribute('aria-checked')).toBe('true'));
    expect(onChange).toHaveBeenLastCalledWith('company');
    expect(onStatus).toHaveBeenLastCalledWith('ready');
  });

  it('decides again when the total changes', async () => {
    const { onChange, rerender } = renderChooser();
    releaseBalance();
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('cashcard'));
    rerender(60_000_00n);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('creditcard'));
    expect(screen.getByText(INSUFFICIENT_AMOUNT)).toBeTruthy();
  });
});
