import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit } from '../../server/store/schema';
import { OPEN_POLICY_RULES, type PolicyRules } from '../../src/contract/policy/rules';
import { call, oneway, startSearch } from './flights-fixtures';
import { HOUR } from './helpers/clock';
import { type TestApp, createTestApp } from './helpers/test-app';

/*
 * TG-TRAVELPOLICYADMIN policies and versions (docs/features/policy.md): a draft changes nothing
 * until published, a published version holds from its effective day, and a policy assigned to a
 * person wins over the default. The clock starts on 2026-03-01.
 */

let t: TestApp;
let admin: string;
let traveller: string;
let globexAdmin: string;
const TRAVELLER_ID = '20001';
async function signIn() {
  admin = await t.token('traveladmin@acme.test');
  traveller = await t.token('traveller@acme.test');
  globexAdmin = await t.token('traveladmin@globex.test');
}
beforeAll(async () => {
  t = await createTestApp();
  await signIn();
});
afterAll(() => t.close());

const policy = (token: string, actioncode: string, fields: Record<string, unknown> = {}) =>
  t.service(token, { opid: 'TG-TRAVELPOLICYADMIN', actioncode, ...fields });

async function ok(token: string, actioncode: string, fields: Record<string, unknown> = {}) {
  const r = await policy(token, actioncode, fields);
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
}

interface Listed {
  travelpolicyid: string;
  name: string;
  isdefault: boolean;
  profiles: { id: string; name: string }[];
  inforce: { versionid: string; version: number } | null;
  draft: { versionid: string; effectivefrom: string } | null;
}
const policies = async (token = admin) => (await ok(token, 'GETTRAVELPOLICIES')).TravelPolicy as Listed[];

/** The verdict on the cheapest fare of a BLR→DEL search on 2026-03-20. */
async function verdict(token = traveller) {
  const responseid = await startSearch(t, token, oneway('BLR', 'DEL', '2026-03-20'));
  const results = (await call(t, token, 'QUEUERESULTS', { responseid })).json().results as { flightkey: string; fares: { farekey: string; refundable: string }[] }[];
  const offer = results.find((o) => o.fares.some((f) => f.refundable === 'N'))!;
  const fare = offer.fares.find((f) => f.refundable === 'N')!;
  const r = await call(t, token, 'VALIDATESEARCH', { validatesearchrequest: { responseid, selected: [{ flightkey: offer.flightkey, farekey: fare.farekey }] } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as { status: string; inpolicy: boolean; results: { policyviolationreason: string }[] };
}

const REFUNDABLE = "Only refundable fares are allowed by your company's travel policy";

async function saveDraft(travelpolicyid: string, effectivefrom: string, rules: PolicyRules) {
  return (await ok(admin, 'SAVEPOLICYDRAFT', { jsondata: { travelpolicyid, effectivefrom, rules } })).versionid as string;
}

describe('travel policy versions', () => {
  it("lists the company's default policy with the version in force", async () => {
    const [acme] = await policies();
    expect(acme).toMatchObject({ travelpolicyid: 'TP1001', name: 'Company policy', isdefault: true, inforce: { versionid: 'TPV1001-1', version: 1 }, draft: null });
    const got = await ok(admin, 'GETPOLICYVERSION', { travelpolicyid: 'TP1001' });
    expect(got.rules.flight).toMatchObject({ domesticcabins: ['economy'], maxdomesticfare: '12000.00' });
    expect((await policies(globexAdmin)).map((p) => p.travelpolicyid)).toEqual(['TP1002']);
  });

  it('changes nothing with a draft; publishing it holds from its effective day', async () => {
    const { rules } = await ok(admin, 'GETPOLICYVERSION', { travelpolicyid: 'TP1001' });
    const strict = { ...rules, flight: { ...rules.flight, refundableonly: true } };
    const versionid = await saveDraft('TP1001', '2026-03-02', strict);
    expect((await policies())[0]!.draft).toMatchObject({ versionid, effectivefrom: '2026-03-02' });
    expect((await verdict()).results[0]!.policyviolationreason).not.toContain(REFUNDABLE);
    await ok(admin, 'PUBLISHPOLICYVERSION', { travelpolicyid: 'TP1001', versionid });
    // Published for tomorrow: today's searches still follow version 1.
    expect((await policies())[0]).toMatchObject({ inforce: { version: 1 }, draft: null });
    expect((await verdict()).results[0]!.policyviolationreason).not.toContain(REFUNDABLE);
    t.clock.advance(24 * HOUR);
    await signIn();
    expect((await policies())[0]!.inforce).toMatchObject({ versionid, version: 2 });
    expect((await verdict()).results[0]!.policyviolationreason).toContain(REFUNDABLE);
    const audit = await t.store.db.select().from(adminAudit).where(and(eq(adminAudit.entity, 'TravelPolicyVersion'), eq(adminAudit.entityId, versionid)));
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'update']);
  });

  it('gives a person their own policy, over the default', async () => {
    const { travelpolicyid } = await ok(admin, 'ADDTRAVELPOLICY', { jsondata: { name: 'Road warriors' } });
    const draft = (await policies()).find((p) => p.travelpolicyid === travelpolicyid)!.draft!;
    await saveDraft(travelpolicyid, '2026-03-02', { ...OPEN_POLICY_RULES, reasons: ['Client visit'] });
    await ok(admin, 'UPDATETRAVELPOLICY', { jsondata: { travelpolicyid, name: 'Road warriors', profileids: [TRAVELLER_ID] } });
    // Assigned, but its only version is a draft: the default still holds.
    expect((await verdict()).results[0]!.policyviolationreason).toContain(REFUNDABLE);
    await ok(admin, 'PUBLISHPOLICYVERSION', { travelpolicyid, versionid: draft.versionid });
    expect(await verdict()).toMatchObject({ status: 'OK', inpolicy: true });
    expect((await policies()).find((p) => p.travelpolicyid === travelpolicyid)!.profiles).toEqual([{ id: TRAVELLER_ID, name: expect.any(String) }]);
    // Deleted, the person is back on the default.
    await ok(admin, 'DELETETRAVELPOLICY', { travelpolicyid });
    expect((await verdict()).results[0]!.policyviolationreason).toContain(REFUNDABLE);
  });

  it('discards a draft', async () => {
    const versionid = await saveDraft('TP1001', '2026-04-01', OPEN_POLICY_RULES);
    await ok(admin, 'DISCARDPOLICYVERSION', { travelpolicyid: 'TP1001', versionid });
    expect((await policies())[0]!.draft).toBeNull();
    const again = await policy(admin, 'PUBLISHPOLICYVERSION', { travelpolicyid: 'TP1001', versionid });
    expect(again.statusCode).toBe(400);
    expect(again.json().ResponseStatus.message).toBe('versionid: version 3 is discarded, not a draft');
  });

  it('names the field of bad input', async () => {
    const bad = async (actioncode: string, fields: Record<string, unknown>, message: string, status = 400) => {
      const r = await policy(admin, actioncode, fields);
      expect(r.statusCode, r.body).toBe(status);
      expect(r.json().ResponseStatus.message).toContain(message);
    };
    const flight = { ...OPEN_POLICY_RULES.flight };
    await bad('ADDTRAVELPOLICY', { jsondata: { name: ' ' } }, 'jsondata.name');
    await bad('ADDTRAVELPOLICY', { jsondata: { name: 'company POLICY' } }, 'jsondata.name: a travel policy named company POLICY already exists');
    await bad('SAVEPOLICYDRAFT', { jsondata: { travelpolicyid: 'TP1001', effectivefrom: '2026-02-30', rules: OPEN_POLICY_RULES } }, 'jsondata.effectivefrom');
    await bad('SAVEPOLICYDRAFT', { jsondata: { travelpolicyid: 'TP1001', effectivefrom: '2026-04-01', rules: { flight: { ...flight, domesticcabins: [] } } } }, 'jsondata.rules.flight.domesticcabins');
    await bad('SAVEPOLICYDRAFT', { jsondata: { travelpolicyid: 'TP1001', effectivefrom: '2026-04-01', rules: { flight: { ...flight, maxdomesticfare: '12,000' } } } }, 'jsondata.rules.flight.maxdomesticfare');
    const past = await saveDraft('TP1001', '2026-03-01', OPEN_POLICY_RULES);
    await bad('PUBLISHPOLICYVERSION', { travelpolicyid: 'TP1001', versionid: past }, 'effectivefrom: 2026-03-01 has passed');
    await ok(admin, 'DISCARDPOLICYVERSION', { travelpolicyid: 'TP1001', versionid: past });
    await bad('UPDATETRAVELPOLICY', { jsondata: { travelpolicyid: 'TP1001', name: 'Company policy', departmentids: ['D1'] } }, 'jsondata.departmentids: the default policy');
    await bad('DELETETRAVELPOLICY', { travelpolicyid: 'TP1001' }, 'travelpolicyid: the default policy cannot be deleted');
    const { travelpolicyid } = await ok(admin, 'ADDTRAVELPOLICY', { jsondata: { name: 'Interns' } });
    await bad('UPDATETRAVELPOLICY', { jsondata: { travelpolicyid, name: 'Interns', profileids: ['30001'] } }, 'jsondata.profileids: 30001 is not a person of your company');
    await ok(admin, 'DELETETRAVELPOLICY', { travelpolicyid });
  });

  it("answers another company's policy and versions as unknown ones", async () => {
    for (const [actioncode, fields, field] of [
      ['GETPOLICYVERSION', { travelpolicyid: 'TP1001' }, 'travelpolicyid'],
      ['SAVEPOLICYDRAFT', { jsondata: { travelpolicyid: 'TP1001', effectivefrom: '2026-04-01', rules: OPEN_POLICY_RULES } }, 'jsondata.travelpolicyid'],
      ['PUBLISHPOLICYVERSION', { travelpolicyid: 'TP1001', versionid: 'TPV1001-1' }, 'travelpolicyid'],
      ['DELETETRAVELPOLICY', { travelpolicyid: 'TP1001' }, 'travelpolicyid'],
      ['ADDBLOCKSECTORS', { jsondata: { travelpolicyid: 'TP1001', origin: 'BLR', destination: 'DEL', reason: 'x' } }, 'jsondata.travelpolicyid'],
    ] as const) {
      const r = await policy(globexAdmin, actioncode, fields);
      expect(r.statusCode, `${actioncode}: ${r.body}`).toBe(403);
      expect(r.json().ResponseStatus.message).toBe(`${field}: travel policy not found`);
    }
    const r = await policy(admin, 'PUBLISHPOLICYVERSION', { travelpolicyid: 'TP1001', versionid: 'TPV1002-1' });
    expect(r.json().ResponseStatus.message).toBe('versionid: policy version not found');
  });
});
