import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonalTraveller } from '../../src/contract/flights/masters';
import { type TestApp, createTestApp } from './helpers/test-app';

/* TG-GETPURPOSES, TG-GETFLIGHTREASONS and TG-GETPERSONALTRAVELLERS. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ask = async (user: string, opid: string, fields: Record<string, unknown> = {}) => {
  const response = await t.service(await t.token(user), { opid, ...fields });
  return { status: response.statusCode, body: response.json() };
};
const travellers = async (user: string) => {
  const { status, body } = await ask(user, 'TG-GETPERSONALTRAVELLERS');
  expect(status).toBe(200);
  return body.list as PersonalTraveller[];
};

describe('TG-GETPURPOSES / TG-GETFLIGHTREASONS', () => {
  it('list purposes, and reasons per service with Other asking for its text', async () => {
    const purposes = await ask('traveller@acme.test', 'TG-GETPURPOSES', { corporateid: '1001' });
    expect(purposes.body.ApiStatus.Status).toBe('OK');
    expect(purposes.body.list.map((p: { name: string }) => p.name)).toContain('Official');
    const reasons = await ask('traveller@acme.test', 'TG-GETFLIGHTREASONS', { corporateid: '1001', service: 'flight' });
    expect(reasons.body.list.map((r: { name: string }) => r.name)).toContain('Client meeting');
    expect(reasons.body.list.filter((r: { isother: boolean }) => r.isother).map((r: { name: string }) => r.name)).toEqual(['Other']);
    expect((await ask('traveller@acme.test', 'TG-GETFLIGHTREASONS')).status).toBe(200);
  });

  it('refuse bad input and another company', async () => {
    const bad = await ask('traveller@acme.test', 'TG-GETFLIGHTREASONS', { service: 'rocket' });
    expect(bad.status).toBe(400);
    expect(bad.body.ResponseStatus.message).toMatch(/^service/);
    expect((await ask('traveller@globex.test', 'TG-GETPURPOSES', { corporateid: '1001' })).status).toBe(403);
  });
});

describe('TG-GETPERSONALTRAVELLERS', () => {
  it("an employee gets only their own profile, with passport names and passport", async () => {
    const list = await travellers('traveller@acme.test');
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      profileid: '20001',
      isprofile: true,
      title: 'Mr',
      gender: 'male',
      dob: '1990-04-12',
      passportnumber: 'Z1234567',
      passportexpiry: '2031-05-31',
    });
    expect(list[0]!.firstname).not.toBe('');
    expect(list[0]!.lastname).not.toBe('');
  });

  it('travel staff also get their colleagues (isprofile false), never another company', async () => {
    for (const user of ['coordinator@acme.test', 'traveladmin@acme.test', 'superadmin@acme.test', 'manager@acme.test']) {
      const list = await travellers(user);
      expect(list[0]!.isprofile).toBe(true);
      expect(list.filter((p) => p.isprofile)).toHaveLength(1);
      const ids = list.map((p) => p.profileid);
      expect(ids).toContain('20001');
      expect(ids.every((id) => id.startsWith('2'))).toBe(true);
      expect(list.find((p) => p.profileid === '20001')).toMatchObject({ isprofile: false, passportnumber: 'Z1234567' });
    }
    const globex = await travellers('traveladmin@globex.test');
    expect(globex.length).toBeGreaterThan(1);
    expect(globex.every((p) => p.profileid.startsWith('3'))).toBe(true);
  });

  it("refuses another person's profileid", async () => {
    const other = await ask('traveller@globex.test', 'TG-GETPERSONALTRAVELLERS', { profileid: '20001', corporateid: '1002' });
    expect(other.status).toBe(403);
    expect(other.body.ResponseStatus.message).toMatch(/profileid/);
    const colleague = await ask('traveller@acme.test', 'TG-GETPERSONALTRAVELLERS', { profileid: '20003' });
    expect(colleague.status).toBe(403);
  });
});
