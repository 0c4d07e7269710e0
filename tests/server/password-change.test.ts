import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/store/seed-data';
import { landingPath } from '../../src/domain/landing';
import { type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Fresh@Start42';
const change = (token: string, oldpassword: string, newpassword: string) =>
  t.service(token, { opid: 'TG-PROFILE', action: 'changepassword', oldpassword, newpassword });
const updateContact = (token: string) =>
  t.service(token, { opid: 'TG-PROFILE', action: 'updatecontactinfo', mobilenumber: '919876501234', contactemail: 'rohan@acme.test' });

describe('forced password change (newhire)', () => {
  let token: string;
  let olderSession: string;

  it('logs in with passwordchange true and is refused other mutations', async () => {
    olderSession = await t.token('newhire@acme.test');
    const login = (await t.login('newhire@acme.test')).json();
    expect(login.passwordchange).toBe(true);
    expect(landingPath(login)).toBe('/password-change');
    token = login.userauth.authtoken;
    const refused = await updateContact(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().ResponseStatus).toEqual({ status: 'NOK', message: 'Password change required' });
    expect((await t.service(token, { opid: 'TG-PING', action: 'ping' })).statusCode).toBe(200);
  });

  it('refuses a wrong old password and a weak new one', async () => {
    const wrongOld = await change(token, 'Wrong@12345', NEW_PASSWORD);
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().ResponseStatus.message).toBe('oldpassword is not correct');
    const weak = await change(token, DEMO_PASSWORD, 'alllowercase1');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().ResponseStatus.message).toMatch(/^newpassword: /);
  });

  it('changes the password, clears the flag and ends the other sessions', async () => {
    const changed = await change(token, DEMO_PASSWORD, NEW_PASSWORD);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ ApiStatus: { Status: 'OK', Message: 'Password changed' } });
    expect((await updateContact(token)).statusCode).toBe(200);
    expect((await t.service(olderSession, { opid: 'TG-PING', action: 'ping' })).statusCode).toBe(401);
  });

  it('logs in with the new password only, with no change required', async () => {
    expect((await t.login('newhire@acme.test', { address: '10.9.9.9' })).statusCode).toBe(401);
    const login = (await t.login('newhire@acme.test', { password: NEW_PASSWORD })).json();
    expect(login.passwordchange).toBe(false);
    expect(landingPath(login)).toBe('/flights');
    expect(login.profilemaster.email).toBe('rohan@acme.test');
  });
});
