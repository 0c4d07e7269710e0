import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../server/mail/outbox';
import { adminAudit, profiles } from '../../server/store/schema';
import { PEOPLE_PATHS } from '../../src/contract/people/confirm-register';
import { type TestApp, createTestApp } from './helpers/test-app';
import { expense, messageOf } from './trips-fixtures';

/*
 * People administration (docs/features/people.md): search, add, invite → confirm → login, role and
 * manager, deactivation ending live sessions, and company scope. The role walk of these operations
 * is tests/server/admin-roles.test.ts (it finds them in the contract).
 */

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  tokens.admin = await t.token('traveladmin@acme.test');
  tokens.superadmin = await t.token('superadmin@acme.test');
  tokens.globex = await t.token('traveladmin@globex.test');
});
afterAll(() => t.close());

const PASSWORD = 'Welcome123';
const auditCount = async () => (await t.store.db.select({ n: count() }).from(adminAudit))[0]!.n;
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });
const webtokenOf = async (email: string) => {
  const [mail] = await readOutbox(t.store.db, email, 1);
  return /webtoken=([A-Za-z0-9_-]{43})/.exec(mail?.body ?? '')?.[1] ?? '';
};
const search = async (fields: object, token = tokens.admin!) => {
  const r = await expense(t, token, 'searchcorporatetravellerslite', fields);
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as { ProfileLite: { profileid: string; email: string; status: string; approvalstatus: string; employeecode: string; reportstoname: string }[]; totalcount: number };
};
const traveller = (fields: object = {}) => ({
  jsondata: { UserProfile: { title: 'Ms', first_name: 'Meera', last_name: 'Joshi', email: 'meera@acme.test', mobilenumber: '9812345678', employeecode: 'e-101', reportstoid: '20002', ...fields } },
});
const confirm = (webtoken: string, fields: object = {}) =>
  post(PEOPLE_PATHS.confirm, { webtoken, names: { first_name: 'Nina', last_name: 'Shah' }, title: 'Ms', password: PASSWORD, mobilenumber: '9898989898', status: 'approved', ...fields });

describe('searchcorporatetravellerslite', () => {
  it('pages the company by name, searches by email, and never shows another company', async () => {
    const page = await search({ pagesize: 3 });
    expect(page.totalcount).toBe(8);
    expect(page.ProfileLite).toHaveLength(3);
    const rahul = (await search({ searchby: 'email', searchval: 'TRAVELLER@' })).ProfileLite;
    expect(rahul).toMatchObject([{ profileid: '20001', status: 'active', approvalstatus: 'approved', reportstoname: 'Priya Nair' }]);
    expect((await search({ searchval: 'Okafor' })).totalcount).toBe(0);
    const bad = await expense(t, tokens.admin!, 'searchcorporatetravellerslite', { searchby: 'password' });
    expect([bad.statusCode, messageOf(bad)]).toEqual([400, 'searchby must be one of name, email, employeecode, mobile']);
  });
});

describe('addtraveller and the activation link', () => {
  it('adds a pending traveller who cannot log in until the mailed link sets a password', async () => {
    const before = await auditCount();
    const r = await expense(t, tokens.admin!, 'addtraveller', traveller());
    expect(r.statusCode, r.body).toBe(200);
    const id = r.json().profileid as string;
    expect(await auditCount()).toBe(before + 1);
    expect((await search({ searchby: 'employeecode', searchval: 'E-101' })).ProfileLite).toMatchObject([{ profileid: id, status: 'pending', approvalstatus: 'pending' }]);
    const refused = await t.login('meera@acme.test', { password: PASSWORD });
    expect(refused.statusCode).toBe(401);

    const token = await webtokenOf('meera@acme.test');
    const invitation = await post(PEOPLE_PATHS.invitation, { webtoken: token });
    expect(invitation.json()).toMatchObject({ tcprofileid: id, corporateid: '1001', corporatename: 'Acme Industries', email: 'meera@acme.test', first_name: 'Meera' });
    const done = await confirm(token, { names: { first_name: 'Meera', last_name: 'Joshi' }, tcprofileid: id, email: 'meera@acme.test' });
    expect(done.statusCode, done.body).toBe(200);
    expect((await t.login('meera@acme.test', { password: PASSWORD })).statusCode).toBe(200);
    expect((await confirm(token)).statusCode).toBe(400);
  });

  it('refuses a taken email, a taken code, a manager of another company, and names the field', async () => {
    for (const [fields, text] of [
      [{ email: 'traveller@globex.test' }, 'jsondata.UserProfile.email: an account with this email already exists'],
      [{ email: 'x1@acme.test', employeecode: 'E-101' }, 'jsondata.UserProfile.employeecode: another person of your company has this code'],
      [{ email: 'x2@acme.test', employeecode: '', reportstoid: '30002' }, 'jsondata.UserProfile.reportstoid: manager not found in your company'],
      [{ email: '' }, 'jsondata.UserProfile.email: email is required'],
      [{ email: 'x3@acme.test', mobilenumber: '12' }, 'jsondata.UserProfile.mobilenumber: mobilenumber must be 10 to 15 digits, optionally after a +'],
    ] as const) {
      const r = await expense(t, tokens.admin!, 'addtraveller', traveller(fields));
      expect([r.statusCode, messageOf(r)]).toEqual([400, text]);
    }
  });
});

describe('invitebusinesstraveller → confirm → login', () => {
  it('invites new addresses, skips existing accounts, and the invitee confirms and logs in', async () => {
    const r = await expense(t, tokens.admin!, 'invitebusinesstraveller', { emailids: ['Nina@Acme.test', 'traveller@acme.test'] });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ invited: [{ email: 'nina@acme.test' }], skipped: [{ email: 'traveller@acme.test', reason: 'already has an account' }] });
    const first = await webtokenOf('nina@acme.test');
    const resent = await expense(t, tokens.admin!, 'resendactivation', { userid: r.json().invited[0].profileid });
    expect(resent.statusCode, resent.body).toBe(200);
    const token = await webtokenOf('nina@acme.test');
    expect(token).not.toBe(first);
    expect((await confirm(first)).statusCode).toBe(400);
    const wrong = await confirm(token, { corporateid: '1002' });
    expect([wrong.statusCode, messageOf(wrong)]).toEqual([400, 'corporateid: does not match this invitation']);
    const weak = await confirm(token, { password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect((await confirm(token)).statusCode).toBe(200);
    const login = await t.login('nina@acme.test', { password: PASSWORD });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().profilemaster).toMatchObject({ first_name: 'Nina', corporateid: '1001', corporate_role: 'employee' });
    expect((await search({ searchval: 'Nina Shah' })).ProfileLite).toMatchObject([{ status: 'active', approvalstatus: 'approved' }]);
    const again = await expense(t, tokens.admin!, 'resendactivation', { userid: r.json().invited[0].profileid });
    expect([again.statusCode, messageOf(again)]).toEqual([400, 'userid: this account is already activated']);
  });
});

describe('adddirectuser', () => {
  it('creates a user who logs in at once with the given password and must change it', async () => {
    const r = await expense(t, tokens.admin!, 'adddirectuser', traveller({ email: 'coord2@acme.test', employeecode: '', corporate_role: 'travelcoordinator', password: PASSWORD }));
    expect(r.statusCode, r.body).toBe(200);
    const login = await t.login('coord2@acme.test', { password: PASSWORD });
    expect(login.json()).toMatchObject({ passwordchange: true, profilemaster: { corporate_role: 'travelcoordinator' } });
  });
});

describe('updateuserrole', () => {
  it('sets role and manager; the new role holds from the next call', async () => {
    const token = await t.token('traveller@acme.test');
    expect((await expense(t, token, 'searchcorporatetravellerslite')).statusCode).toBe(403);
    const r = await expense(t, tokens.admin!, 'updateuserrole', { userid: '20001', corporate_role: 'traveladmin', reportstoid: '20004' });
    expect(r.statusCode, r.body).toBe(200);
    expect((await expense(t, token, 'searchcorporatetravellerslite')).statusCode).toBe(200);
    await expense(t, tokens.admin!, 'updateuserrole', { userid: '20001', corporate_role: 'employee', reportstoid: '20002' });
  });

  it('refuses cycles, oneself, superadmin grants by a traveladmin, and other companies', async () => {
    for (const [body, status, text] of [
      [{ userid: '20002', corporate_role: 'travelmanager', reportstoid: '20001' }, 400, 'reportstoid: this manager reports to the person, directly or through others'],
      [{ userid: '20002', corporate_role: 'travelmanager', reportstoid: '20002' }, 400, 'reportstoid: a person cannot report to themselves'],
      [{ userid: '20004', corporate_role: 'employee' }, 400, 'corporate_role: you cannot change your own role'],
      [{ userid: '20001', corporate_role: 'superadmin' }, 403, 'corporate_role: only a superadmin may give or take away the superadmin role'],
      [{ userid: '30001', corporate_role: 'employee' }, 403, 'userid: person not found'],
      [{ userid: '20001', corporate_role: 'pilot' }, 400, 'corporate_role must be one of employee, travelcoordinator, traveladmin, superadmin, travelmanager, financeadmin, financemanager'],
    ] as const) {
      const r = await expense(t, tokens.admin!, 'updateuserrole', body);
      expect([r.statusCode, messageOf(r)]).toEqual([status, text]);
    }
    const ok = await expense(t, tokens.superadmin!, 'updateuserrole', { userid: '20003', corporate_role: 'travelcoordinator', reportstoid: '20002' });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('deactivateuser and reactivateuser', () => {
  it('ends a live session at once, refuses login, and reactivation lets the person back in', async () => {
    const live = await t.token('manager@acme.test');
    expect((await t.service(live, { opid: 'TG-PING', action: 'ping' })).statusCode).toBe(200);
    const before = await auditCount();
    const r = await expense(t, tokens.admin!, 'deactivateuser', { userid: '20002' });
    expect(r.statusCode, r.body).toBe(200);
    expect(await auditCount()).toBe(before + 1);
    expect((await t.service(live, { opid: 'TG-PING', action: 'ping' })).statusCode).toBe(401);
    const login = await t.login('manager@acme.test');
    expect([login.statusCode, login.json().wsstatus.Message]).toEqual([403, 'This account has been deactivated. Please contact your travel administrator.']);
    expect((await search({ status: 'deactivated' })).ProfileLite.map((p) => p.profileid)).toEqual(['20002']);
    const asManager = await expense(t, tokens.admin!, 'addtraveller', traveller({ email: 'y@acme.test', employeecode: '', reportstoid: '20002' }));
    expect(messageOf(asManager)).toBe('jsondata.UserProfile.reportstoid: this manager is deactivated');

    expect((await expense(t, tokens.admin!, 'reactivateuser', { userid: '20002' })).statusCode).toBe(200);
    expect((await t.login('manager@acme.test')).statusCode).toBe(200);
  });

  it('refuses oneself and another company, changing nothing', async () => {
    const before = await auditCount();
    const self = await expense(t, tokens.admin!, 'deactivateuser', { userid: '20004' });
    expect([self.statusCode, messageOf(self)]).toEqual([400, 'userid: you cannot deactivate your own account']);
    const other = await expense(t, tokens.admin!, 'deactivateuser', { userid: '30001' });
    expect([other.statusCode, messageOf(other)]).toEqual([403, 'userid: person not found']);
    const globex = await expense(t, tokens.globex!, 'reactivateuser', { userid: '20002' });
    expect(globex.statusCode).toBe(403);
    expect(await auditCount()).toBe(before);
    const [row] = await t.store.db.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, '30001'));
    expect(row?.role).toBe('employee');
  });
});
