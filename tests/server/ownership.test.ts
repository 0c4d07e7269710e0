import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
let acme: string;
beforeAll(async () => {
  t = await createTestApp();
  acme = await t.token('traveller@acme.test');
});
afterAll(() => t.close());

const contact = { opid: 'TG-PROFILE', action: 'updatecontactinfo', mobilenumber: '919876543210', contactemail: 'rahul@acme.test' };

describe('ownership', () => {
  it.each([
    ['another company’s profileid', { profileid: '30001' }, 'profileid'],
    ['a colleague’s profileid', { profileid: '20002' }, 'profileid'],
    ['another company’s corporateid', { corporateid: '1002' }, 'corporateid'],
  ])('refuses %s with 403 naming the field', async (_name, extra, field) => {
    const response = await t.service(acme, { ...contact, ...extra });
    expect(response.statusCode).toBe(403);
    expect(response.json().ResponseStatus.status).toBe('NOK');
    expect(response.json().ResponseStatus.message).toMatch(new RegExp(`^${field}`));
  });

  it('checks ownership on reads too', async () => {
    expect((await t.service(acme, { opid: 'TG-PING', action: 'ping', corporateid: '1002' })).statusCode).toBe(403);
  });

  it('accepts the caller’s own ids', async () => {
    expect((await t.service(acme, { ...contact, profileid: '20001', corporateid: '1001' })).statusCode).toBe(200);
  });

  it('changes only the caller’s own profile', async () => {
    const globex = await t.token('traveller@globex.test');
    await t.service(globex, { ...contact, contactemail: 'aditya@globex.test' });
    const acmeLogin = (await t.login('traveller@acme.test')).json();
    expect(acmeLogin.profilemaster.email).toBe('rahul@acme.test');
    expect((await t.login('traveller@globex.test')).json().profilemaster.email).toBe('aditya@globex.test');
  });
});
