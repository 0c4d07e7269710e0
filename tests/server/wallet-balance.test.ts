import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPaymentModeAllowed } from '../../server/payments/payment-config';
import { type TestApp, createTestApp } from './helpers/test-app';
import { PEOPLE, type Person, balanceCall, configCall } from './wallet-fixtures';

let t: TestApp;
const tokens = new Map<Person, string>();
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['acmeTraveller', 'globexTraveller', 'smeOwner', 'solo'] as const)
    tokens.set(who, await t.token(PEOPLE[who][0]));
});
afterAll(() => t.close());

const call = (who: Person, body: Record<string, unknown>) => t.service(tokens.get(who)!, body);
const own = (who: Person) => ({ profileid: PEOPLE[who][1], corporateid: PEOPLE[who][2] });

describe('getwalletbalance', () => {
  it.each([
    ['acmeTraveller', { balance: '50000.00', currency: 'INR', accountid: 'W1001', ownertype: 'corporate' }],
    ['globexTraveller', { balance: '20000.00', currency: 'INR', accountid: 'W1002', ownertype: 'corporate' }],
    ['smeOwner', { balance: '5000.00', currency: 'INR', accountid: 'W1003', ownertype: 'corporate' }],
    ['solo', { balance: '-1', currency: 'INR', accountid: '', ownertype: '' }],
  ] as const)('answers the wallet of %s', async (who, account) => {
    const response = await call(who, { ...balanceCall, ...own(who) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ApiStatus: { Status: 'OK' }, UserAccount: account });
  });

  it("refuses another company's or another person's ids", async () => {
    const foreignCorporate = await call('acmeTraveller', { ...balanceCall, profileid: '20001', corporateid: '1002' });
    expect(foreignCorporate.statusCode).toBe(403);
    expect(foreignCorporate.json().ResponseStatus.message).toBe('corporateid: not yours');
    const colleague = await call('acmeTraveller', { ...balanceCall, profileid: '20004', corporateid: '1001' });
    expect(colleague.statusCode).toBe(403);
    expect(colleague.json().ResponseStatus.message).toBe('profileid: not yours');
    const globex = await call('globexTraveller', { ...balanceCall, profileid: '20001', corporateid: '1001' });
    expect(globex.statusCode).toBe(403);
  });

  it('asks for both ids', async () => {
    const response = await call('acmeTraveller', { ...balanceCall, corporateid: '1001' });
    expect(response.statusCode).toBe(400);
    expect(response.json().ResponseStatus.message).toMatch(/profileid/);
  });

  it('needs a session', async () => {
    const response = await t.service(null, { ...balanceCall, ...own('acmeTraveller') });
    expect(response.statusCode).toBe(401);
  });
});

describe('getcorporatebookingconfig', () => {
  it.each([
    ['acmeTraveller', 'all', false],
    ['globexTraveller', 'paymentgateway', false],
    ['smeOwner', 'wallet', true],
    ['solo', '', true],
  ] as const)('answers the booking configuration of %s', async (who, paymentmodes, nameseditable) => {
    const response = await call(who, { ...configCall, corporateid: PEOPLE[who][2] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      ApiStatus: { Status: 'OK' },
      paymentmodes,
      nameseditable,
      lpomandatory_guest: false,
    });
    expect(typeof response.json().hotelversion).toBe('string');
  });

  it("refuses another company's id", async () => {
    const response = await call('globexTraveller', { ...configCall, corporateid: '1001' });
    expect(response.statusCode).toBe(403);
    expect(response.json().ResponseStatus.message).toBe('corporateid: not yours');
  });
});

describe('checkPaymentModeAllowed (the server side of the allowed modes)', () => {
  it.each([
    ['1001', 'cashcard', null],
    ['1001', 'creditcard', null],
    ['1002', 'cashcard', 'paymentmode: your company pays by card only'],
    ['1002', 'creditcard', null],
    ['1003', 'cashcard', null],
    ['1003', 'creditcard', 'paymentmode: your company pays by wallet only'],
    ['1004', 'cashcard', null],
    ['1004', 'creditcard', null],
  ] as const)('company %s paying by %s', async (corporateId, mode, refusal) => {
    const check = checkPaymentModeAllowed(t.store.db, corporateId, mode);
    if (refusal === null) await expect(check).resolves.toBeUndefined();
    else await expect(check).rejects.toMatchObject({ statusCode: 409, message: refusal });
  });
});
