import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, trips } from '../../server/store/schema';
import { ROLES, TRAVEL_ADMINS, type Role } from '../../src/contract/roles';
import { tokensForEveryRole } from './helpers/role-tokens';
import { type TestApp, createTestApp } from './helpers/test-app';
import { createTrip, expense, messageOf, superadminCall, validTrip } from './trips-fixtures';

/* TG-LOCATIONGROUP (docs/features/location-groups.md) and the trip types tied to a group. */

let t: TestApp;
let admin: string;
let traveller: string;
let globexAdmin: string;
let roles: Map<Role, string>;
beforeAll(async () => {
  t = await createTestApp();
  roles = await tokensForEveryRole(t);
  admin = roles.get('traveladmin')!;
  traveller = roles.get('employee')!;
  globexAdmin = await t.token('traveladmin@globex.test');
});
afterAll(() => t.close());

const call = (token: string, action: string, fields: Record<string, unknown> = {}) => t.service(token, { opid: 'TG-LOCATIONGROUP', action, ...fields });

async function ok(token: string, action: string, fields: Record<string, unknown> = {}) {
  const r = await call(token, action, fields);
  expect(r.statusCode, `${action}: ${r.body}`).toBe(200);
  expect(r.json().ResponseStatus.status).toBe('OK');
  return r.json();
}

async function refused(token: string, action: string, fields: Record<string, unknown>, status: number, field: string) {
  const r = await call(token, action, fields);
  expect(r.statusCode, `${action}: ${r.body}`).toBe(status);
  expect(messageOf(r)).toContain(field);
  return messageOf(r);
}

const master = async (fields: Record<string, unknown>, token = admin) => (await ok(token, 'getalllocationmaster', fields)).LocationMaster as { locationid: string; locationtype: string; name: string; countrycode: string; countryname: string }[];
const groups = async (token = admin) => (await ok(token, 'getalllocationgroup')).LocationGroup as { groupid: string; groupname: string; description: string; locationcount: number }[];
const places = async (groupid: string) => (await ok(admin, 'getalllocationforgroupid', { groupid })).LocationMap as { recordid: string; locationid: string; locationtype: string; name: string; countrycode: string }[];
const addGroup = async (groupname: string, description = '') => (await ok(admin, 'addlocationgroup', { jsondata: { groupname, description } })).groupid as string;
const auditActions = async (entity: string, entityId: string) =>
  (await t.store.db.select().from(adminAudit).where(and(eq(adminAudit.entity, entity), eq(adminAudit.entityId, entityId)))).map((a) => a.action).sort();

describe('location master', () => {
  it('finds countries and cities of scheduled airports, best match first, by other names too', async () => {
    expect((await master({ searchtext: 'mumbai' }))[0]).toEqual({ locationid: 'IN:Mumbai', locationtype: 'city', name: 'Mumbai', countrycode: 'IN', countryname: 'India' });
    expect((await master({ searchtext: 'Bangalore', locationtype: 'city' }))[0]!.locationid).toBe('IN:Bengaluru');
    // Found by its airport's other names: Goa's Dabolim airport (GOI) is in Panaji.
    expect((await master({ searchtext: 'goa', locationtype: 'city' }))[0]!.locationid).toBe('IN:Panaji');
    expect((await master({ searchtext: 'in', locationtype: 'country' }))[0]).toMatchObject({ locationid: 'IN', name: 'India' });
    expect(await master({ searchtext: 'france', locationtype: 'country' }, traveller)).toEqual([{ locationid: 'FR', locationtype: 'country', name: 'France', countrycode: 'FR', countryname: 'France' }]);
    const paris = await master({ searchtext: 'paris', limit: 3 });
    expect(paris.length).toBeLessThanOrEqual(3);
    expect(paris[0]!.locationid).toBe('FR:Paris');
    expect(await master({ limit: 5 })).toHaveLength(5);
  });

  it('names the field of bad input', async () => {
    await refused(admin, 'getalllocationmaster', { locationtype: 'airport' }, 400, 'locationtype');
    await refused(admin, 'getalllocationmaster', { limit: 0 }, 400, 'limit');
    await refused(admin, 'getalllocationmaster', { limit: 51 }, 400, 'limit');
  });
});

describe('location groups', () => {
  it("lists Acme's demo groups to anyone in the company, and nothing of them to Globex", async () => {
    const list = await groups(traveller);
    expect(list.map((g) => [g.groupname, g.locationcount])).toEqual([
      ['Metro cities', 6],
      ['Schengen', 28],
    ]);
    expect(await groups(globexAdmin)).toEqual([]);
    const metros = await places(list[0]!.groupid);
    expect(metros.map((p) => p.locationid).sort()).toEqual(['IN:Bengaluru', 'IN:Chennai', 'IN:Delhi', 'IN:Hyderabad', 'IN:Kolkata', 'IN:Mumbai']);
  });

  it('adds, renames and deletes a group with its places, each in the audit trail', async () => {
    const groupid = await addGroup('SAARC', 'South Asia');
    expect((await groups()).find((g) => g.groupid === groupid)).toEqual({ groupid, groupname: 'SAARC', description: 'South Asia', locationcount: 0 });
    expect(await ok(admin, 'editlocationgroup', { jsondata: { groupid, groupname: 'South Asia', description: '' } })).toEqual({ ResponseStatus: { status: 'OK' }, groupid });
    const { recordids } = await ok(admin, 'maplocationtogroup', { jsondata: { groupid, locationids: ['NP', 'LK', 'BD'] } });
    expect(recordids).toHaveLength(3);
    expect((await groups()).find((g) => g.groupid === groupid)).toMatchObject({ groupname: 'South Asia', locationcount: 3 });
    await ok(admin, 'deletelocationgroup', { groupid });
    expect((await groups()).some((g) => g.groupid === groupid)).toBe(false);
    await refused(admin, 'getalllocationforgroupid', { groupid }, 403, 'groupid');
    expect(await auditActions('LocationGroup', groupid)).toEqual(['create', 'delete', 'update']);
  });

  it('keeps names unique within the company whatever their case, and names the field of bad input', async () => {
    await refused(admin, 'addlocationgroup', { jsondata: { groupname: 'metro CITIES' } }, 400, 'jsondata.groupname');
    const groupid = await addGroup('Gulf');
    await refused(admin, 'editlocationgroup', { jsondata: { groupid, groupname: 'schengen' } }, 400, 'jsondata.groupname');
    // Another company may use the same name.
    expect((await ok(globexAdmin, 'addlocationgroup', { jsondata: { groupname: 'Metro cities' } })).groupid).toMatch(/^LG/);
    await refused(admin, 'addlocationgroup', { jsondata: { groupname: '  ' } }, 400, 'jsondata.groupname');
    await refused(admin, 'addlocationgroup', { jsondata: { groupname: 'x'.repeat(81) } }, 400, 'jsondata.groupname');
    await refused(admin, 'addlocationgroup', { jsondata: { groupname: 'Long', description: 'x'.repeat(201) } }, 400, 'jsondata.description');
    await refused(admin, 'addlocationgroup', {}, 400, 'jsondata');
    await refused(admin, 'editlocationgroup', { jsondata: { groupname: 'No id' } }, 400, 'jsondata.groupid');
    await refused(admin, 'deletelocationgroup', {}, 400, 'groupid');
  });
});

describe('places of a group', () => {
  it('maps one or many places, never twice, and removes one, each in the audit trail', async () => {
    const groupid = await addGroup('Tourist spots');
    const one = await ok(admin, 'maplocationtogroup', { jsondata: { groupid, locationids: 'IN:Jaipur' } });
    expect(one.recordids).toHaveLength(1);
    const again = await ok(admin, 'maplocationtogroup', { jsondata: { groupid, locationids: ['IN:Jaipur', 'TH', 'TH'] } });
    expect(again.recordids).toHaveLength(1);
    const list = await places(groupid);
    expect(list.map((p) => [p.locationid, p.locationtype, p.name, p.countrycode])).toEqual([
      ['TH', 'country', 'Thailand', 'TH'],
      ['IN:Jaipur', 'city', 'Jaipur', 'IN'],
    ]);
    const jaipur = list.find((p) => p.locationid === 'IN:Jaipur')!;
    expect(jaipur.recordid).toBe(one.recordids[0]);
    await ok(admin, 'removemappedlocation', { recordid: jaipur.recordid });
    expect((await places(groupid)).map((p) => p.locationid)).toEqual(['TH']);
    expect(await auditActions('LocationMap', jaipur.recordid)).toEqual(['create', 'delete']);
    await refused(admin, 'removemappedlocation', { recordid: jaipur.recordid }, 403, 'recordid');
  });

  it('refuses an unknown place by its id, adding none of the call', async () => {
    const groupid = await addGroup('Typos');
    for (const bad of ['ZZ', 'IN:Bombay', 'india', 'IN:mumbai'])
      expect(await refused(admin, 'maplocationtogroup', { jsondata: { groupid, locationids: ['FR', bad] } }, 400, 'jsondata.locationids')).toContain(bad);
    expect(await places(groupid)).toEqual([]);
    await refused(admin, 'maplocationtogroup', { jsondata: { groupid, locationids: [] } }, 400, 'jsondata.locationids');
    await refused(admin, 'maplocationtogroup', { jsondata: { groupid, locationids: [7] } }, 400, 'jsondata.locationids');
    await refused(admin, 'maplocationtogroup', { jsondata: { groupid } }, 400, 'jsondata.locationids');
    await refused(admin, 'maplocationtogroup', { jsondata: { locationids: ['FR'] } }, 400, 'jsondata.groupid');
  });
});

describe("another company's ids", () => {
  it('read like unknown ones and change nothing', async () => {
    const metros = (await groups()).find((g) => g.groupname === 'Metro cities');
    const [mumbai] = await places(metros!.groupid);
    const same = async (action: string, acme: Record<string, unknown>, unknown: Record<string, unknown>) => {
      const theirs = await call(globexAdmin, action, acme);
      const none = await call(globexAdmin, action, unknown);
      expect(theirs.statusCode, `${action}: ${theirs.body}`).toBe(403);
      expect(theirs.json(), action).toEqual(none.json());
    };
    await same('getalllocationforgroupid', { groupid: metros!.groupid }, { groupid: 'LGnope' });
    await same('editlocationgroup', { jsondata: { groupid: metros!.groupid, groupname: 'Mine' } }, { jsondata: { groupid: 'LGnope', groupname: 'Mine' } });
    await same('deletelocationgroup', { groupid: metros!.groupid }, { groupid: 'LGnope' });
    await same('maplocationtogroup', { jsondata: { groupid: metros!.groupid, locationids: ['US'] } }, { jsondata: { groupid: 'LGnope', locationids: ['US'] } });
    await same('removemappedlocation', { recordid: mumbai!.recordid }, { recordid: 'LMnope' });
    await same('settriptypelocationgroup', { triptypeid: 'TT1001I', groupid: '' }, { triptypeid: 'TTnope', groupid: '' });
    expect((await groups()).find((g) => g.groupid === metros!.groupid)).toMatchObject({ groupname: 'Metro cities', locationcount: 6 });
    // A group of another company is bad input where a record names it.
    await refused(globexAdmin, 'settriptypelocationgroup', { triptypeid: 'TT1002I', groupid: metros!.groupid }, 400, 'groupid');
  });
});

describe('roles', () => {
  it('lets anyone in the company read the master and the groups, and only travel admins do the rest', async () => {
    const metros = (await groups()).find((g) => g.groupname === 'Metro cities');
    for (const role of ROLES) {
      const token = roles.get(role)!;
      const admins = TRAVEL_ADMINS.includes(role);
      expect((await call(token, 'getalllocationmaster', { searchtext: 'goa' })).statusCode, role).toBe(200);
      expect((await call(token, 'getalllocationgroup')).statusCode, role).toBe(200);
      expect((await call(token, 'getalllocationforgroupid', { groupid: metros!.groupid })).statusCode, role).toBe(admins ? 200 : 403);
      const add = await call(token, 'addlocationgroup', { jsondata: { groupname: `By ${role}` } });
      expect(add.statusCode, `${role}: ${add.body}`).toBe(admins ? 200 : 403);
    }
    const employee = roles.get('employee')!;
    for (const [action, fields] of [
      ['editlocationgroup', { jsondata: { groupid: metros!.groupid, groupname: 'Mine' } }],
      ['deletelocationgroup', { groupid: metros!.groupid }],
      ['maplocationtogroup', { jsondata: { groupid: metros!.groupid, locationids: ['IN:Pune'] } }],
      ['removemappedlocation', { recordid: 'LMnope' }],
      ['settriptypelocationgroup', { triptypeid: 'TT1001I', groupid: metros!.groupid }],
    ] as const)
      expect((await call(employee, action, fields)).statusCode, action).toBe(403);
    expect((await groups()).find((g) => g.groupid === metros!.groupid)).toMatchObject({ groupname: 'Metro cities', locationcount: 6 });
  });
});

describe('trip types tied to a group', () => {
  const validate = async (triptypeid: string, destinationcountries: string[]) =>
    (await expense(t, traveller, 'gettriptypeforcorporate_validation', { triptypeid, destinationcountries })).json() as { valid: boolean; message: string };
  const tripTypeGroup = async (triptypeid: string) =>
    ((await expense(t, traveller, 'gettriptypeforcorporate')).json().list as { triptypeid: string; triplocationgroupid: string }[]).find((x) => x.triptypeid === triptypeid)!.triplocationgroupid;

  it('validates destinations against the group, keeps the domestic rule, and holds the group while a type names it', async () => {
    const schengen = (await groups()).find((g) => g.groupname === 'Schengen')!.groupid;
    const tripid = await createTrip(t, traveller, { destinationcountries: ['GB'] });
    await ok(admin, 'settriptypelocationgroup', { triptypeid: 'TT1001I', groupid: schengen });
    expect(await tripTypeGroup('TT1001I')).toBe(schengen);
    expect(await auditActions('TripType', 'TT1001I')).toEqual(['update']);

    expect(await validate('TT1001I', ['FR', 'DE'])).toMatchObject({ valid: true });
    expect(await validate('TT1001I', ['FR', 'GB'])).toEqual(expect.objectContaining({ valid: false, message: 'triptypeid: International is for trips within Schengen, and GB is outside it' }));
    expect(await validate('TT1001I', ['IN'])).toMatchObject({ valid: false, message: expect.stringContaining('every destination is in the home country') });
    expect(await validate('TT1001D', ['IN'])).toMatchObject({ valid: true });

    // createtrip checks the group too, and keeps it on the trip.
    const refused = await expense(t, traveller, 'createtrip', { jsondata: validTrip(t, { triptypeid: 'TT1001I', destinationcountries: ['GB'] }) });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(messageOf(refused)).toBe('triptypeid: International is for trips within Schengen, and GB is outside it');
    const inside = await createTrip(t, traveller, { triptypeid: 'TT1001I', destinationcountries: ['FR'] });
    expect((await t.store.db.select({ id: trips.locationGroupId }).from(trips).where(eq(trips.id, inside)))[0]!.id).toBe(schengen);

    // updatetriptype: the trip goes to GB, outside the type's group.
    const outside = await superadminCall(t, traveller, 'updatetriptype', { tripid, triptypeid: 'TT1001I' });
    expect(outside.statusCode, outside.body).toBe(400);
    expect(messageOf(outside)).toContain('triptypeid');

    const r = await call(admin, 'deletelocationgroup', { groupid: schengen });
    expect(r.statusCode, r.body).toBe(409);
    expect(messageOf(r)).toMatch(new RegExp(`^groupid: ${schengen} \\(Schengen\\) is the location group of the trip type International`));
    await ok(admin, 'settriptypelocationgroup', { triptypeid: 'TT1001I', groupid: '' });
    expect(await validate('TT1001I', ['FR', 'GB'])).toMatchObject({ valid: true });
  });

  it('updatetriptype takes a group of the company, the type’s own if it has one, and stores it on the trip', async () => {
    const [metros, schengen] = (await groups()).filter((g) => ['Metro cities', 'Schengen'].includes(g.groupname)).map((g) => g.groupid);
    const tripid = await createTrip(t, traveller, { destinationcountries: ['FR'] });
    const update = (triplocationgroupid: string) => superadminCall(t, traveller, 'updatetriptype', { tripid, triptypeid: 'TT1001I', triplocationgroupid });
    const stored = async () => (await t.store.db.select({ id: trips.locationGroupId }).from(trips).where(eq(trips.id, tripid)))[0]!.id;

    const foreign = (await ok(globexAdmin, 'addlocationgroup', { jsondata: { groupname: 'Globex only' } })).groupid as string;
    for (const bad of ['LGnope', foreign]) {
      const r = await update(bad);
      expect(r.statusCode, r.body).toBe(400);
      expect(messageOf(r)).toContain('triplocationgroupid');
    }
    const notThere = await update(metros!);
    expect(notThere.statusCode, notThere.body).toBe(400);
    expect(messageOf(notThere)).toBe('triplocationgroupid: this trip goes to FR, outside the location group Metro cities');

    expect((await update(schengen!)).statusCode).toBe(200);
    expect(await stored()).toBe(schengen);

    await ok(admin, 'settriptypelocationgroup', { triptypeid: 'TT1001I', groupid: schengen });
    const mismatch = await update(metros!);
    expect(mismatch.statusCode).toBe(400);
    expect(messageOf(mismatch)).toContain('triplocationgroupid: International is for the location group Schengen');
    // Without one, the trip takes the type's.
    await t.store.db.update(trips).set({ locationGroupId: '' }).where(eq(trips.id, tripid));
    expect((await update('')).statusCode).toBe(200);
    expect(await stored()).toBe(schengen);
    await ok(admin, 'settriptypelocationgroup', { triptypeid: 'TT1001I', groupid: '' });
  });
});
