import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debitWallet } from '../../server/payments/wallet';
import { type TestApp, createTestApp } from './helpers/test-app';
import { PEOPLE, type Person, inCall, ledgerCall, sessionOf } from './wallet-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // One booking paid from Acme's wallet, so the ledger has a debit after its opening balance.
  await inCall(t.store.db, await sessionOf(t.store.db, '20001'), (ctx) =>
    debitWallet(ctx, {
      amountPaise: 1_180_00n,
      reference: 'INS-7001',
      description: 'Insurance premium, Asia Travel Secure',
    }),
  );
});
afterAll(() => t.close());

const ledger = async (who: Person, corporateid: string = PEOPLE[who][2]) =>
  t.service(await t.token(PEOPLE[who][0]), { ...ledgerCall, corporateid });

describe('getwalletledger', () => {
  it('shows the company wallet to its travel admin: balance, and postings newest first', async () => {
    const response = await ledger('acmeTravelAdmin');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.UserAccount).toEqual({
      balance: '48820.00',
      currency: 'INR',
      accountid: 'W1001',
      ownertype: 'corporate',
    });
    expect(body.entries).toHaveLength(2);
    expect(body.entries[0]).toMatchObject({
      description: 'Insurance premium, Asia Travel Secure',
      reference: 'INS-7001',
      debit: '1180.00',
      credit: '0.00',
      balance: '48820.00',
    });
    expect(body.entries[1]).toMatchObject({
      description: 'Opening balance',
      reference: 'OPEN-1001',
      debit: '0.00',
      credit: '50000.00',
      balance: '50000.00',
    });
    expect(Number.isNaN(Date.parse(body.entries[0].date))).toBe(false);
  });

  it.each(['acmeSuperAdmin', 'acmeFinance'] as const)('shows it to %s too', async (who) => {
    const response = await ledger(who);
    expect(response.statusCode).toBe(200);
    expect(response.json().entries).toHaveLength(2);
  });

  it.each(['acmeTraveller', 'acmeManager', 'acmeCoordinator'] as const)(
    'refuses %s (not an admin of the wallet)',
    async (who) => {
      const response = await ledger(who);
      expect(response.statusCode).toBe(403);
      expect(response.json().ResponseStatus.message).toBe('corporateid: wallet ledger not available');
    },
  );

  it("refuses another company's ledger", async () => {
    const response = await ledger('globexTraveller', '1001');
    expect(response.statusCode).toBe(403);
    expect(response.json().ResponseStatus.message).toBe('corporateid: not yours');
    const admin = await ledger('acmeTravelAdmin', '1002');
    expect(admin.statusCode).toBe(403);
  });

  it('shows an sme owner their own wallet', async () => {
    const body = (await ledger('smeOwner')).json();
    expect(body.UserAccount.balance).toBe('5000.00');
    expect(body.entries).toHaveLength(1);
  });

  it('shows a businesstraveller without a wallet a balance of -1 and no postings', async () => {
    const response = await ledger('solo');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ApiStatus: { Status: 'OK' },
      UserAccount: { balance: '-1', currency: 'INR', accountid: '', ownertype: '' },
      entries: [],
    });
  });

  it('honours the limit', async () => {
    const response = await t.service(await t.token('traveladmin@acme.test'), {
      ...ledgerCall,
      corporateid: '1001',
      limit: 1,
    });
    expect(response.json().entries).toHaveLength(1);
    const tooMany = await t.service(await t.token('traveladmin@acme.test'), {
      ...ledgerCall,
      corporateid: '1001',
      limit: 501,
    });
    expect(tooMany.statusCode).toBe(400);
  });
});
