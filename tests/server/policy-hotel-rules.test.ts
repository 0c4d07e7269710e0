import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveTravelPolicy } from '../../server/policy/travel-policy';
import { travelPolicyVersions } from '../../server/store/schema';
import { OPEN_HOTEL_RULES } from '../../src/contract/policy/hotel-rules';
import { OPEN_POLICY_RULES } from '../../src/contract/policy/rules';
import { ROLES } from '../../src/contract/roles';
import { judgeHotelRate } from '../../src/domain/hotel-policy';
import { tokensForEveryRole } from './helpers/role-tokens';
import { type TestApp, createTestApp } from './helpers/test-app';

/*
 * A policy version's hotel rules (docs/features/policy.md "Hotels"): saved and published with the
 * version through SAVEPOLICYDRAFT, checked field by field, their places known to the company, and
 * a version stored before hotel rules existed read as no hotel limits.
 */

let t: TestApp;
let admin: string;
let globexAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.token('traveladmin@acme.test');
  globexAdmin = await t.token('traveladmin@globex.test');
});
afterAll(() => t.close());

const policy = (token: string, actioncode: string, fields: Record<string, unknown> = {}) =>
  t.service(token, { opid: 'TG-TRAVELPOLICYADMIN', actioncode, ...fields });

async function ok(token: string, actioncode: string, fields: Record<string, unknown> = {}) {
  const r = await policy(token, actioncode, fields);
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
}

const withHotel = (hotel: Record<string, unknown>) => ({ ...OPEN_POLICY_RULES, hotel: { ...OPEN_HOTEL_RULES, ...hotel } });
const saveDraft = (token: string, hotel: Record<string, unknown>, travelpolicyid = 'TP1001') =>
  policy(token, 'SAVEPOLICYDRAFT', { jsondata: { travelpolicyid, effectivefrom: '2026-04-01', rules: withHotel(hotel) } });
const message = (r: { json: () => { ResponseStatus: { message: string } } }) => r.json().ResponseStatus.message;

describe('hotel rules of a policy version', () => {
  it('gives the demo companies hotel rules in force', async () => {
    const acme = await ok(admin, 'GETPOLICYVERSION', { travelpolicyid: 'TP1001', versionid: 'TPV1001-1' });
    expect(acme.rules.hotel).toEqual({
      nightlylimit: { domestic: '7000.00', international: '' },
      nightlycaps: [
        { placetype: 'city', place: 'IN:Mumbai', maxnightly: '12000.00' },
        { placetype: 'city', place: 'IN:Delhi', maxnightly: '12000.00' },
      ],
      maxstars: { domestic: 4, international: 4 },
      refundableonly: false,
      approvalrule: 'outofpolicy',
    });
    const globex = await ok(globexAdmin, 'GETPOLICYVERSION', { travelpolicyid: 'TP1002' });
    expect(globex.rules.hotel).toMatchObject({ nightlylimit: { domestic: '8000.00', international: '15000.00' }, nightlycaps: [] });
  });

  it('saves a draft with hotel rules, reads them back as kept and publishes them', async () => {
    const hotel = {
      nightlylimit: { domestic: '7500', international: ' 15000.5 ' },
      nightlycaps: [
        { placetype: 'city', place: 'in:Mumbai', maxnightly: '12000' },
        { placetype: 'group', place: 'LG1001METRO', maxnightly: '11000' },
        { placetype: 'country', place: 'fr', maxnightly: '18000' },
        { placetype: 'any', place: '', maxnightly: '25000' },
      ],
      maxstars: { domestic: 4, international: 5 },
      refundableonly: true,
      approvalrule: 'always',
    };
    const saved = await saveDraft(admin, hotel);
    expect(saved.statusCode, saved.body).toBe(200);
    const { versionid } = saved.json();
    const read = await ok(admin, 'GETPOLICYVERSION', { travelpolicyid: 'TP1001', versionid });
    expect(read.rules.hotel).toEqual({
      ...hotel,
      nightlylimit: { domestic: '7500.00', international: '15000.50' },
      nightlycaps: [
        { placetype: 'city', place: 'IN:Mumbai', maxnightly: '12000.00' },
        { placetype: 'group', place: 'LG1001METRO', maxnightly: '11000.00' },
        { placetype: 'country', place: 'FR', maxnightly: '18000.00' },
        { placetype: 'any', place: '', maxnightly: '25000.00' },
      ],
    });
    // The group named by a cap cannot be deleted while the draft names it.
    const del = await t.service(admin, { opid: 'TG-LOCATIONGROUP', action: 'deletelocationgroup', groupid: 'LG1001METRO' });
    expect(del.statusCode, del.body).toBe(409);
    expect(message(del)).toContain('named by the travel policy Company policy');

    await ok(admin, 'PUBLISHPOLICYVERSION', { travelpolicyid: 'TP1001', versionid });
    const [row] = await t.store.db.select().from(travelPolicyVersions).where(eq(travelPolicyVersions.id, versionid));
    expect(row).toMatchObject({ status: 'published', rules: { hotel: read.rules.hotel } });
  });

  it('names the field of a bad hotel rule', async () => {
    const metro = { placetype: 'city', place: 'IN:Mumbai', maxnightly: '12000' };
    const cases: [Record<string, unknown>, string][] = [
      [{ nightlylimit: { domestic: '7,000' } }, 'jsondata.rules.hotel.nightlylimit.domestic: nightlylimit.domestic must be an amount like 12000 or empty'],
      [{ nightlylimit: { international: 15000 } }, 'jsondata.rules.hotel.nightlylimit.international: nightlylimit.international must be an amount like 12000 or empty'],
      [{ maxstars: { domestic: 4, international: 6 } }, 'jsondata.rules.hotel.maxstars.international: maxstars.international must be at most 5'],
      [{ maxstars: { domestic: 3.5 } }, 'jsondata.rules.hotel.maxstars.domestic: maxstars.domestic must be a whole number of stars'],
      [{ refundableonly: 'yes' }, 'jsondata.rules.hotel.refundableonly: refundableonly must be true or false'],
      [{ approvalrule: 'sometimes' }, 'jsondata.rules.hotel.approvalrule: approvalrule must be one of: outofpolicy, always, never'],
      [{ nightlycaps: [{ ...metro, place: 'Mumbai' }] }, 'jsondata.rules.hotel.nightlycaps.0.place: place must be a city, like IN:Mumbai'],
      [{ nightlycaps: [metro, { ...metro, placetype: 'airport', place: 'BOM' }] }, 'jsondata.rules.hotel.nightlycaps.1.placetype: placetype must be one of: city, country, group, any'],
      [{ nightlycaps: [{ ...metro, maxnightly: '' }] }, 'jsondata.rules.hotel.nightlycaps.0.maxnightly: maxnightly is required'],
      [{ nightlycaps: Array.from({ length: 201 }, () => metro) }, 'jsondata.rules.hotel.nightlycaps: nightlycaps may hold at most 200 caps'],
      // Shapes right, places unknown: to the app, or to this company.
      [{ nightlycaps: [metro, { ...metro, place: 'IN:Atlantis' }] }, 'jsondata.rules.hotel.nightlycaps.1.place: IN:Atlantis is not a city we know'],
      [{ nightlycaps: [{ ...metro, placetype: 'country', place: 'QQ' }] }, 'jsondata.rules.hotel.nightlycaps.0.place: QQ is not a country we know'],
    ];
    for (const [hotel, expected] of cases) {
      const r = await saveDraft(admin, hotel);
      expect(r.statusCode, r.body).toBe(400);
      expect(message(r)).toBe(expected);
    }
    const theirGroup = await saveDraft(globexAdmin, { nightlycaps: [{ placetype: 'group', place: 'LG1001METRO', maxnightly: '9000' }] }, 'TP1002');
    expect(theirGroup.statusCode, theirGroup.body).toBe(400);
    expect(message(theirGroup)).toBe('jsondata.rules.hotel.nightlycaps.0.place: LG1001METRO is not a location group of your company');
  });

  it('reads a version kept before hotel rules existed as no hotel limits', async () => {
    const { hotel: _hotel, ...before } = OPEN_POLICY_RULES;
    // Acme's version 1 as a version saved before hotel rules were kept.
    await t.store.db.update(travelPolicyVersions).set({ rules: before as typeof OPEN_POLICY_RULES }).where(eq(travelPolicyVersions.id, 'TPV1001-1'));
    const [row] = await t.store.db.select().from(travelPolicyVersions).where(eq(travelPolicyVersions.id, 'TPV1001-1'));
    expect(row!.rules.hotel).toBeUndefined();
    const read = await ok(admin, 'GETPOLICYVERSION', { travelpolicyid: 'TP1001', versionid: 'TPV1001-1' });
    expect(read.rules.hotel).toEqual(OPEN_HOTEL_RULES);
    const stay = { countrycode: 'IN', city: 'Mumbai', groups: [], domestic: true };
    const dear = { nightly: '90000.00', stars: 5, refundable: false };
    expect(judgeHotelRate(row!.rules.hotel, stay, dear)).toMatchObject({ inPolicy: true, needsApproval: false });
    // What the traveller's booking will be judged by: the version in force, read with no hotel limits.
    const applied = await resolveTravelPolicy(t.store.db, { corporateid: '1001', profileid: '20001' }, '2026-03-01');
    expect(applied).toMatchObject({ versionId: 'TPV1001-1', rules: { hotel: OPEN_HOTEL_RULES } });
    expect(judgeHotelRate(applied!.rules.hotel, stay, dear).inPolicy).toBe(true);

    // A draft saved without hotel rules reads back as no limits too.
    const { versionid } = await ok(admin, 'SAVEPOLICYDRAFT', { jsondata: { travelpolicyid: 'TP1001', effectivefrom: '2026-04-01', rules: before } });
    expect((await ok(admin, 'GETPOLICYVERSION', { travelpolicyid: 'TP1001', versionid })).rules.hotel).toEqual(OPEN_HOTEL_RULES);
  });

  it('lets only travel admins save hotel rules', async () => {
    const tokens = await tokensForEveryRole(t);
    for (const role of ROLES) {
      const r = await saveDraft(tokens.get(role)!, { nightlylimit: { domestic: '6000' } });
      expect(r.statusCode, `${role}: ${r.body}`).toBe(role === 'traveladmin' || role === 'superadmin' ? 200 : 403);
    }
  });

  it("answers another company's policy and version as unknown ones", async () => {
    const r = await saveDraft(globexAdmin, { nightlylimit: { domestic: '6000' } });
    expect(r.statusCode, r.body).toBe(403);
    expect(message(r)).toBe('jsondata.travelpolicyid: travel policy not found');
    const version = await policy(globexAdmin, 'GETPOLICYVERSION', { travelpolicyid: 'TP1002', versionid: 'TPV1001-1' });
    expect(version.statusCode, version.body).toBe(403);
    expect(message(version)).toBe('versionid: policy version not found');
  });
});
