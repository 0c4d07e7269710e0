import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/store/seed-data';
import { type TestApp, createTestApp } from './helpers/test-app';
import { eventsOf, loginAs, wrong } from './login-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('security events', () => {
  it('records login success and failure with time, account, address and user agent', async () => {
    await loginAs(t.app, 'traveller@acme.test', { password: wrong(1), address: '198.51.100.1', headers: { 'user-agent': 'Guesser/1.0' } });
    await loginAs(t.app, 'Traveller@ACME.test', { address: '198.51.100.2', headers: { 'user-agent': 'Voyage-iOS/3.2' } });
    const events = await eventsOf(t.store.db, 'traveller@acme.test');
    expect(events.map((e) => [e.kind, e.address, e.userAgent, e.profileId, e.corporateId])).toEqual([
      ['login_failure', '198.51.100.1', 'Guesser/1.0', '20001', '1001'],
      ['login_success', '198.51.100.2', 'Voyage-iOS/3.2', '20001', '1001'],
    ]);
    expect(events[1]!.at).toEqual(t.clock.now());
  });

  it('records a failure for an unknown account under the name typed', async () => {
    await loginAs(t.app, 'nobody@acme.test', { password: wrong(2) });
    expect(await eventsOf(t.store.db, 'nobody@acme.test')).toMatchObject([{ kind: 'login_failure', profileId: null, address: '10.0.0.1' }]);
  });

  it('records a password change', async () => {
    const token = await t.token('finance@acme.test');
    const change = await t.service(token, { opid: 'TG-PROFILE', action: 'changepassword', oldpassword: DEMO_PASSWORD, newpassword: 'Changed@2026x' });
    expect(change.statusCode).toBe(200);
    expect((await eventsOf(t.store.db, 'finance@acme.test')).at(-1)).toMatchObject({ kind: 'password_change', profileId: expect.any(String) });
  });

  it('records emulation start and end (switch back and logout) under the admin', async () => {
    const admin = await t.token('superadmin@acme.test');
    const acting = (await t.service(admin, { opid: 'TG-EMULV2', emulprofileid: '20001' })).json().userauth.authtoken as string;
    const back = await t.service(acting, { opid: 'TG-EMULSWITCHBACKV2', profileid: '20001' });
    expect(back.statusCode).toBe(200);
    const again = (await t.service(back.json().userauth.authtoken, { opid: 'TG-EMULV2', emulprofileid: '20001' })).json().userauth.authtoken as string;
    expect((await t.app.inject({ method: 'POST', url: '/api/dispatcher/logout', headers: { authorization: `Bearer ${again}` } })).statusCode).toBe(200);
    const emulation = (await eventsOf(t.store.db, 'superadmin@acme.test')).filter((e) => e.kind.startsWith('emulation'));
    expect(emulation.map((e) => [e.kind, e.detail])).toEqual([
      ['emulation_start', { kind: 'admin', actingAs: '20001' }],
      ['emulation_end', { kind: 'admin', actingAs: '20001', by: 'switch back' }],
      ['emulation_start', { kind: 'admin', actingAs: '20001' }],
      ['emulation_end', { kind: 'admin', actingAs: '20001', by: 'logout' }],
    ]);
  });
});
