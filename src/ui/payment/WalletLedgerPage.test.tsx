import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { loginFixture } from '../../session/login-fixture';
import { setSession } from '../../session/store';
import { WalletLedgerPage } from './WalletLedgerPage';

let answer: { status: number; body: unknown };
let calls: unknown[];

beforeEach(() => {
  calls = [];
  setSession(loginFixture());
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    calls.push(JSON.parse(String(init.body)));
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSession(null);
});

const renderPage = () =>
  render(
    <MantineProvider>
      <WalletLedgerPage corporateid="C1" />
    </MantineProvider>,
  );
const account = { balance: '48820.00', currency: 'INR', accountid: 'W1', ownertype: 'corporate' };

describe('WalletLedgerPage', () => {
  it('shows the balance and the postings, debit or credit', async () => {
    answer = {
      status: 200,
      body: {
        ApiStatus: { Status: 'OK' },
        UserAccount: account,
        entries: [
          {
            entryid: '2',
            date: '2026-03-02T10:00:00.000Z',
            description: 'Insurance premium',
            reference: 'INS-7001',
            debit: '1180.00',
            credit: '0.00',
            balance: '48820.00',
          },
          {
            entryid: '1',
            date: '2026-03-01T10:00:00.000Z',
            description: 'Opening balance',
            reference: 'OPEN-1001',
            debit: '0.00',
            credit: '50000.00',
            balance: '50000.00',
          },
        ],
      },
    };
    renderPage();
    expect(await screen.findByText('Balance: ₹48,820')).toBeTruthy();
    expect(calls).toEqual([{ opid: 'TG-WALLET', action: 'getwalletledger', corporateid: 'C1' }]);
    const rows = within(screen.getByRole('table', { name: 'Wallet ledger' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const cells = (i: number) =>
      within(rows[i]!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(1).slice(1)).toEqual(['Insurance premium', 'INS-7001', '₹1,180', '', '₹48,820']);
    expect(cells(2).slice(1)).toEqual(['Opening balance', 'OPEN-1001', '', '₹50,000', '₹50,000']);
  });

  it('says so when there is no wallet', async () => {
    answer = {
      status: 200,
      body: {
        ApiStatus: { Status: 'OK' },
        UserAccount: { ...account, balance: '-1', accountid: '', ownertype: '' },
        entries: [],
      },
    };
    renderPage();
    expect(await screen.findByText('You have no wallet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows the server's refusal", async () => {
    answer = {
      status: 403,
      body: { ResponseStatus: { status: 'NOK', message: 'corporateid: wallet ledger not available' } },
    };
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('corporateid: wallet ledger not available');
  });
});
