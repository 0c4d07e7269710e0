import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulationAudit } from '../../server/store/schema';
import { type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const emulate = (token: string, emulprofileid: string) => t.service(token, { opid: 'TG-EMULV2', emulprofileid });
const switchBack = (token: string, profileid: string) => t.service(token, { opid: 'TG-EMULSWITCHBACKV2', profileid });
const ping = (token: string) => t.service(token, { opid: 'TG-PING', action: 'ping' });
/** Past the session cache, so a revocation made by a handler is seen. */

describe('TG-EMULV2', () => {
  it('lets a superadmin act as a traveller of the same company, naming the master', async () => {
    const admin = await t.token('superadmin@acme.test');
    const response = await emulate(admin, '20001');
    expect(response.statusCode).toBe(200);
    const login = response.json();
    expect(login.emulmode).toBe(true);
    expect(login.emulmaster).toEqual({ profileid: '20005', name: 'Vikram Rao', kind: 'admin' });
    expect(login.profilemaster.profileid).toBe('20001');
    expect(login.userauth.authtoken).not.toBe(admin);
    expect(JSON.stringify(login.emulmaster)).not.toContain(admin);
    expect((await ping(login.userauth.authtoken)).statusCode).toBe(200);
  });

  it('lets a traveladmin emulate a traveller but not a superadmin', async () => {
    const admin = await t.token('traveladmin@acme.test');
    expect((await emulate(admin, '20001')).statusCode).toBe(200);
    const refused = await emulate(admin, '20005');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().ResponseStatus.message).toBe('You may not emulate a superadmin');
  });

  it.each(['traveller@acme.test', 'coordinator@acme.test', 'manager@acme.test', 'finance@acme.test'])(
    'refuses %s with 403',
    async (userid) => {
      const response = await emulate(await t.token(userid), '20008');
      expect(response.statusCode).toBe(403);
      expect(response.json().ResponseStatus.status).toBe('NOK');
    },
  );

  it("refuses another company's profile exactly like an unknown one", async () => {
    const admin = await t.token('superadmin@acme.test');
    const foreign = await emulate(admin, '30001');
    const unknown = await emulate(admin, '99999');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual(unknown.json());
  });

  it('refuses emulating oneself and emulating from inside an emulation', async () => {
    const admin = await t.token('superadmin@acme.test');
    expect((await emulate(admin, '20005')).statusCode).toBe(403);
    const acting = (await emulate(admin, '20004')).json().userauth.authtoken;
    const nested = await emulate(acting, '20001');
    expect(nested.statusCode).toBe(403);
    expect(nested.json().ResponseStatus.message).toBe('Switch back before emulating another profile');
  });
});

describe('audit while emulating', () => {
  it('records every call of an emulated session with both profile ids, and nothing for ordinary sessions', async () => {
    const admin = await t.token('superadmin@acme.test');
    const acting = (await emulate(admin, '20002')).json().userauth.authtoken;
    await ping(acting);
    await t.service(acting, { opid: 'TG-PROFILE', action: 'updatecontactinfo', mobilenumber: '919820012345', contactemail: 'priya@acme.test' });
    await ping(await t.token('manager@acme.test'));
    const rows = await t.store.db.select().from(emulationAudit).where(eq(emulationAudit.profileId, '20002'));
    expect(rows.map((r) => [r.masterProfileId, r.profileId, r.corporateId, r.opid, r.action])).toEqual([
      ['20005', '20002', '1001', 'TG-PING', 'ping'],
      ['20005', '20002', '1001', 'TG-PROFILE', 'updatecontactinfo'],
    ]);
  });
});

describe('TG-EMULSWITCHBACKV2', () => {
  it('restores the original profile with the spec fields, and retires both old tokens', async () => {
    const admin = await t.token('superadmin@acme.test', { enc: false });
    const acting = (await emulate(admin, '20001')).json().userauth.authtoken;
    const response = await switchBack(acting, '20001');
    expect(response.statusCode).toBe(200);
    const login = response.json();
    for (const field of ['wsstatus', 'emulmaster', 'emulmode', 'defaulthome', 'masterlogo', 'masterlogowidth', 'passwordchange', 'issso', 'companylogo', 'mastername', 'serviceconfig', 'menuconfig', 'userauth']) {
      expect(login).toHaveProperty(field);
    }
    expect(login).toMatchObject({ emulmode: false, emulmaster: null, defaulthome: 'dashboard', wsstatus: { Status: 'OK' } });
    expect(login.profilemaster).toMatchObject({ profileid: '20005', userverified: true, corporate_role: 'superadmin' });

    // Refused at once, with no wait for the session cache to age out.
    expect((await ping(acting)).statusCode).toBe(401);
    expect((await ping(admin)).statusCode).toBe(401);
    expect((await ping(login.userauth.authtoken)).statusCode).toBe(200);
    // Back as the admin: calls are no longer audited as an emulation.
    const before = await t.store.db.select().from(emulationAudit);
    await ping(login.userauth.authtoken);
    expect(await t.store.db.select().from(emulationAudit)).toHaveLength(before.length);
  });

  it('answers NOK for a session that is not emulating', async () => {
    const response = await switchBack(await t.token('traveller@acme.test'), '20001');
    expect(response.statusCode).toBe(400);
    expect(response.json().ResponseStatus.message).toBe('You are not emulating anyone');
  });

  it('cannot name another profile to switch back to', async () => {
    const acting = (await emulate(await t.token('superadmin@acme.test'), '20001')).json().userauth.authtoken;
    expect((await switchBack(acting, '20004')).statusCode).toBe(403);
    expect((await switchBack(acting, '30001')).statusCode).toBe(403);
  });

  it('encrypts the answer for a session that asked for encryption', async () => {
    const admin = await t.token('superadmin@acme.test', { enc: true });
    const body = (await emulate(admin, '20001')).json();
    expect(body).toHaveProperty('encres');
  });
});

describe('TG-EMULPROFILES', () => {
  it("lists only the caller's company, without the caller or anyone of equal rank", async () => {
    const response = await t.service(await t.token('traveladmin@acme.test'), { opid: 'TG-EMULPROFILES' });
    expect(response.statusCode).toBe(200);
    const ids = response.json().profiles.map((p: { profileid: string }) => p.profileid);
    expect(ids).toContain('20001');
    expect(ids).not.toContain('20004');
    expect(ids).not.toContain('20005');
    expect(ids).not.toContain('30001');
  });

  it('filters by name or email and refuses a traveller', async () => {
    const admin = await t.token('superadmin@acme.test');
    const found = (await t.service(admin, { opid: 'TG-EMULPROFILES', query: 'sneha' })).json().profiles;
    expect(found.map((p: { profileid: string }) => p.profileid)).toEqual(['20008']);
    expect((await t.service(await t.token('traveller@acme.test'), { opid: 'TG-EMULPROFILES' })).statusCode).toBe(403);
  });

  it("refuses another company's corporateid", async () => {
    const admin = await t.token('superadmin@acme.test');
    expect((await t.service(admin, { opid: 'TG-EMULPROFILES', corporateid: '1002' })).statusCode).toBe(403);
  });
});

describe('TG-SWITCHPERSONALV2', () => {
  const toPersonal = (token: string, personalprofileid: string) => t.service(token, { opid: 'TG-SWITCHPERSONALV2', personalprofileid });

  it('offers the personal account at login and switches to it, audited, until switch back', async () => {
    const login = (await t.login('solo@biz.test')).json();
    expect(login.personalprofileid).toBe('50002');
    const response = await toPersonal(login.userauth.authtoken, '50002');
    expect(response.statusCode).toBe(200);
    const personal = response.json();
    expect(personal).toMatchObject({
      emulmode: true,
      emulmaster: { profileid: '50001', name: 'Karan Kapoor', kind: 'personal' },
      profilemaster: { profileid: '50002', corporateid: '1005', usertype: 'b2c' },
    });
    expect(personal).not.toHaveProperty('personalprofileid');
    await ping(personal.userauth.authtoken);
    const rows = await t.store.db.select().from(emulationAudit).where(eq(emulationAudit.profileId, '50002'));
    expect(rows.map((r) => r.masterProfileId)).toEqual(['50001']);

    const back = (await switchBack(personal.userauth.authtoken, '50002')).json();
    expect(back.profilemaster.profileid).toBe('50001');
    expect(back.emulmode).toBe(false);
  });

  it("refuses someone else's personal account and a user without one", async () => {
    expect((await toPersonal(await t.token('traveller@acme.test'), '50002')).statusCode).toBe(403);
    expect((await toPersonal(await t.token('traveller@globex.test'), '50002')).statusCode).toBe(403);
    const admin = await t.token('superadmin@acme.test');
    expect((await toPersonal(admin, '50002')).statusCode).toBe(403);
  });

  it('cannot be logged into directly, and not reached from an emulation', async () => {
    expect((await t.login('personal+solo@biz.test')).statusCode).toBe(401);
    const acting = (await emulate(await t.token('superadmin@acme.test'), '20001')).json().userauth.authtoken;
    expect((await toPersonal(acting, '50002')).statusCode).toBe(403);
  });
});

describe('logout while emulating', () => {
  it("ends the emulation and the admin's earlier session too", async () => {
    const admin = await t.token('superadmin@acme.test');
    const acting = (await emulate(admin, '20001')).json().userauth.authtoken;
    const logout = await t.app.inject({ method: 'POST', url: '/api/dispatcher/logout', headers: { authorization: `Bearer ${acting}` } });
    expect(logout.statusCode).toBe(200);
    expect((await ping(acting)).statusCode).toBe(401);
    expect((await ping(admin)).statusCode).toBe(401);
  });
});
