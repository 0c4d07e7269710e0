import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROFILES } from '../../server/store/seed-data';
import { LOGIN_FAILED_MESSAGE, LoginOkSchema } from '../../src/contract/login';
import { LOGOUT_PATH, SESSION_EXPIRED_STATUSCODE } from '../../src/contract/envelope';
import { landingPath } from '../../src/domain/landing';
import { type TestApp, createTestApp } from './helpers/test-app';

const EXPECTED_LANDING: Record<string, string> = {
  'traveller@acme.test': '/flights',
  'manager@acme.test': '/trips',
  'coordinator@acme.test': '/flights',
  'traveladmin@acme.test': '/travel-admin',
  'superadmin@acme.test': '/dashboard',
  'finance@acme.test': '/reports',
  'newhire@acme.test': '/password-change',
  'unverified@acme.test': '/profile',
  'traveller@globex.test': '/flights',
  'manager@globex.test': '/trips',
  'traveladmin@globex.test': '/travel-admin',
  'owner@sme.test': '/flights',
  'solo@biz.test': '/flights',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('login', () => {
  it.each(Object.entries(EXPECTED_LANDING))('%s gets a LoginOk built from the database, landing on %s', async (userid, landing) => {
    const response = await t.login(userid, { address: '10.1.0.1' });
    expect(response.statusCode).toBe(200);
    const body = v.parse(LoginOkSchema, response.json());
    expect(landingPath(body)).toBe(landing);
    const seeded = DEMO_PROFILES.find((p) => p.userId === userid)!;
    expect(body.profilemaster).toMatchObject({
      profileid: seeded.id,
      corporateid: seeded.corporateId,
      corporate_role: seeded.role,
      user_category: seeded.userCategory,
      passport_first_name: seeded.firstName,
      mobile_countrycode: '91',
      email: userid,
    });
    expect(body.profilemaster.age).toBeGreaterThan(18);
    expect(body.userauth.authtoken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.sessionkey).toBeUndefined();
  });

  it('gives the sme and business users no visa, pre-trip flow or meeting planner', async () => {
    for (const userid of ['owner@sme.test', 'solo@biz.test']) {
      const { menuconfig } = (await t.login(userid)).json();
      expect(menuconfig).toMatchObject({ visa: false, pretripflow: false, meetingplanner: false, flights: true });
    }
    const acme = (await t.login('traveller@acme.test')).json();
    expect(Object.values(acme.menuconfig).every(Boolean)).toBe(true);
  });

  it('reports Acme in INR and Globex in USD', async () => {
    expect((await t.login('traveller@acme.test')).json().profilemaster.base_currency).toBe('INR');
    expect((await t.login('traveller@globex.test')).json().profilemaster.base_currency).toBe('USD');
  });

  it('accepts the userid in any case and with surrounding spaces', async () => {
    expect((await t.login('  Traveller@ACME.test ')).statusCode).toBe(200);
  });

  it('answers an unknown user and a wrong password identically', async () => {
    const wrong = await t.login('traveller@acme.test', { password: 'Wrong@12345', address: '10.1.0.2' });
    const unknown = await t.login('nobody@acme.test', { password: 'Wrong@12345', address: '10.1.0.3' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({
      wsstatus: { Status: 'NOK', Message: LOGIN_FAILED_MESSAGE },
      ResponseStatus: { status: 'NOK', message: LOGIN_FAILED_MESSAGE },
    });
    expect(wrong.json()).not.toHaveProperty('statuscode');
  });

  it('hands out a base64 AES-256 session key when asked for encryption', async () => {
    const body = (await t.login('traveller@acme.test', { enc: true })).json();
    expect(Buffer.from(body.sessionkey, 'base64')).toHaveLength(32);
  });

  it('gives every response a request id', async () => {
    const response = await t.login('traveller@acme.test');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('logout', () => {
  const logout = (token: string) => t.app.inject({ method: 'POST', url: LOGOUT_PATH, headers: { authorization: `Bearer ${token}` } });

  it('revokes the token: the next call and a second logout get 401 + 900', async () => {
    const token = await t.token('traveller@acme.test');
    expect((await t.service(token, { opid: 'TG-PING', action: 'ping' })).statusCode).toBe(200);
    const out = await logout(token);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ wsstatus: { Status: 'OK', Message: 'Logged out' } });

    const after = await t.service(token, { opid: 'TG-PING', action: 'ping' });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ statuscode: SESSION_EXPIRED_STATUSCODE, ResponseStatus: { status: 'NOK', message: 'Session expired' } });
    expect((await logout(token)).json().statuscode).toBe(SESSION_EXPIRED_STATUSCODE);
  });

  it('accepts a bodiless logout sent as JSON', async () => {
    const token = await t.token('manager@acme.test');
    const out = await t.app.inject({ method: 'POST', url: LOGOUT_PATH, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } });
    expect(out.statusCode).toBe(200);
  });

  it('ends only the session it was called with', async () => {
    const first = await t.token('coordinator@acme.test');
    const second = await t.token('coordinator@acme.test');
    await logout(first);
    expect((await t.service(second, { opid: 'TG-PING', action: 'ping' })).statusCode).toBe(200);
  });

  it('refuses missing and made-up tokens with 401 + 900', async () => {
    for (const authorization of [undefined, 'Bearer', 'Bearer short', `Bearer ${'A'.repeat(43)}`, 'Basic abc']) {
      const response = await t.app.inject({ method: 'POST', url: LOGOUT_PATH, headers: authorization ? { authorization } : {} });
      expect(response.statusCode).toBe(401);
      expect(response.json().statuscode).toBe(SESSION_EXPIRED_STATUSCODE);
    }
  });
});
