import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';
import { expense, messageOf } from './trips-fixtures';

/* Only people who can sign in are emulated (docs/features/emulation.md): not deactivated, not pending. */

let t: TestApp;
let admin: string;
let pendingId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.token('traveladmin@acme.test');
  const added = await expense(t, admin, 'addtraveller', {
    jsondata: { UserProfile: { title: 'Ms', first_name: 'Meera', last_name: 'Joshi', email: 'meera@acme.test', mobilenumber: '9812345678', employeecode: '', reportstoid: '20002' } },
  });
  expect(added.statusCode, added.body).toBe(200);
  pendingId = added.json().profileid as string;
  const deactivated = await expense(t, admin, 'deactivateuser', { userid: '20001' });
  expect(deactivated.statusCode, deactivated.body).toBe(200);
});
afterAll(() => t.close());

const emulate = (emulprofileid: string) => t.service(admin, { opid: 'TG-EMULV2', emulprofileid });
const candidates = async () => {
  const response = await t.service(admin, { opid: 'TG-EMULPROFILES' });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().profiles as { profileid: string }[]).map((p) => p.profileid);
};

describe('emulating people who cannot sign in', () => {
  it('refuses a deactivated or pending person with 403 naming them, and leaves them out of the candidates', async () => {
    const deactivated = await emulate('20001');
    expect([deactivated.statusCode, messageOf(deactivated)]).toEqual([403, 'Rahul Verma is deactivated and cannot be emulated']);
    const pending = await emulate(pendingId);
    expect([pending.statusCode, messageOf(pending)]).toEqual([403, 'Meera Joshi has not activated their account yet and cannot be emulated']);
    const ids = await candidates();
    expect(ids).not.toContain('20001');
    expect(ids).not.toContain(pendingId);
    expect(ids).toContain('20008');
  });

  it('keeps the role rule first and lets a reactivated person be emulated again', async () => {
    const superadmin = await emulate('20005');
    expect([superadmin.statusCode, messageOf(superadmin)]).toEqual([403, 'You may not emulate a superadmin']);
    expect((await expense(t, admin, 'reactivateuser', { userid: '20001' })).statusCode).toBe(200);
    expect((await emulate('20001')).statusCode).toBe(200);
    expect(await candidates()).toContain('20001');
  });
});
