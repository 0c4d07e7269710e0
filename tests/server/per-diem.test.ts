import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, perDiemMappings } from '../../server/store/schema';
import { type TestApp, createTestApp } from './helpers/test-app';
import { createTrip, expense, messageOf } from './trips-fixtures';

/* TG-TRAVELPOLICYADMIN per diem (docs/features/per-diem.md): plans, rate tables, people, and the imprest ceiling they set. */

let t: TestApp;
let admin: string;
let superadmin: string;
let traveller: string;
let globexAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.token('traveladmin@acme.test');
  superadmin = await t.token('superadmin@acme.test');
  traveller = await t.token('traveller@acme.test');
  globexAdmin = await t.token('traveladmin@globex.test');
});
afterAll(() => t.close());

const STAFF = 'PDG1001STAFF';
const SENIOR = 'PDG1001SENIOR';
const METRO = 'LG1001METRO';
const SCHENGEN = 'LG1001SCHENGEN';

const call = (token: string, actioncode: string, fields: Record<string, unknown> = {}) => t.service(token, { opid: 'TG-TRAVELPOLICYADMIN', actioncode, ...fields });

async function ok(token: string, actioncode: string, fields: Record<string, unknown> = {}) {
  const r = await call(token, actioncode, fields);
  expect(r.statusCode, `${actioncode}: ${r.body}`).toBe(200);
  expect(r.json().ResponseStatus.status).toBe('OK');
  return r.json();
}

async function refused(token: string, actioncode: string, fields: Record<string, unknown>, status: number, message: string) {
  const r = await call(token, actioncode, fields);
  expect(r.statusCode, `${actioncode}: ${r.body}`).toBe(status);
  expect(messageOf(r)).toContain(message);
}

type Plan = { groupid: string; groupname: string; description: string; mappedcount: number; ratecount: number };
const plans = async (token = admin) => (await ok(token, 'GETPERDIEMGROUPS')).PerDiemGroup as Plan[];
const addPlan = async (groupname: string) => (await ok(admin, 'ADDPERDIEMGROUP', { jsondata: { groupname } })).groupid as string;
const master = async (masterid: string, token = admin) => (await ok(token, 'GETPERDIEMMASTERS', { masterid })).PerDiemMasterList;
const auditActions = async (entity: string, entityId: string) =>
  (await t.store.db.select().from(adminAudit).where(and(eq(adminAudit.entity, entity), eq(adminAudit.entityId, entityId)))).map((a) => a.action).sort();

const row = (locationtype: string, locationgroupid: string, currency: string, lodging: string, meals: string, incidentals: string) => ({ locationtype, locationgroupid, currency, lodging, meals, incidentals });
const SAVED_ROWS = [row('group', METRO, 'INR', '5000', '1800.5', '450'), row('domestic', '', 'inr', '3500.00', '1200', '0')];

describe('plans', () => {
  it("lists Acme's demo plans with their counts, and nothing of them to Globex", async () => {
    const list = await plans();
    expect(list.filter((p) => [SENIOR, STAFF].includes(p.groupid))).toEqual([
      { groupid: SENIOR, groupname: 'Senior staff', description: 'Directors and heads of department', mappedcount: 0, ratecount: 4 },
      { groupid: STAFF, groupname: 'Staff', description: 'Everyone else', mappedcount: 1, ratecount: 4 },
    ]);
    expect(await plans(globexAdmin)).toEqual([]);
  });

  it('adds and renames a plan, each in the audit trail; names are unique per company whatever their case', async () => {
    const groupid = await addPlan('Interns');
    expect((await plans(superadmin)).find((p) => p.groupid === groupid)).toEqual({ groupid, groupname: 'Interns', description: '', mappedcount: 0, ratecount: 0 });
    expect(await ok(admin, 'UPDATEPERDIEMGROUP', { jsondata: { groupid, groupname: 'Trainees', description: 'First year' } })).toEqual({ ResponseStatus: { status: 'OK' }, groupid });
    expect(await auditActions('PerDiemGroup', groupid)).toEqual(['create', 'update']);
    await refused(admin, 'ADDPERDIEMGROUP', { jsondata: { groupname: 'STAFF' } }, 400, 'jsondata.groupname');
    await refused(admin, 'UPDATEPERDIEMGROUP', { jsondata: { groupid, groupname: 'senior Staff' } }, 400, 'jsondata.groupname');
    // Another company may use the same name.
    expect((await ok(globexAdmin, 'ADDPERDIEMGROUP', { jsondata: { groupname: 'Staff' } })).groupid).toMatch(/^PDG/);
  });

  it('names the field of bad input, and reads another company’s plan as unknown', async () => {
    await refused(admin, 'ADDPERDIEMGROUP', {}, 400, 'jsondata');
    await refused(admin, 'ADDPERDIEMGROUP', { jsondata: { groupname: ' ' } }, 400, 'jsondata.groupname');
    await refused(admin, 'ADDPERDIEMGROUP', { jsondata: { groupname: 'x'.repeat(81) } }, 400, 'jsondata.groupname');
    await refused(admin, 'ADDPERDIEMGROUP', { jsondata: { groupname: 'Long', description: 'x'.repeat(201) } }, 400, 'jsondata.description');
    await refused(admin, 'UPDATEPERDIEMGROUP', { jsondata: { groupname: 'No id' } }, 400, 'jsondata.groupid');
    await refused(globexAdmin, 'UPDATEPERDIEMGROUP', { jsondata: { groupid: STAFF, groupname: 'Mine now' } }, 403, 'jsondata.groupid: per-diem group not found');
    await refused(traveller, 'GETPERDIEMGROUPS', {}, 403, '');
  });
});

describe('rate tables', () => {
  it('reads a plan’s rows: location groups by name, then the fallbacks, with daily totals', async () => {
    const staff = await master(STAFF);
    expect(staff.groupname).toBe('Staff');
    expect(staff.rows.map((r: Record<string, string>) => [r.locationtype, r.locationgroupid, r.locationgroupname, r.currency, r.lodging, r.meals, r.incidentals, r.total])).toEqual([
      ['group', METRO, 'Metro cities', 'INR', '4000.00', '1500.00', '400.00', '5900.00'],
      ['group', SCHENGEN, 'Schengen', 'EUR', '110.00', '45.00', '15.00', '170.00'],
      ['domestic', '', '', 'INR', '3000.00', '1000.00', '300.00', '4300.00'],
      ['international', '', '', 'USD', '110.00', '45.00', '15.00', '170.00'],
    ]);
    await refused(globexAdmin, 'GETPERDIEMMASTERS', { masterid: STAFF }, 403, 'masterid: per-diem group not found');
    await refused(admin, 'GETPERDIEMMASTERS', {}, 400, 'masterid');
  });

  it('adds a first table, replaces it whole, and deletes its rows while the plan stays, each in the audit trail', async () => {
    const groupid = await addPlan('Contractors');
    const added = await ok(admin, 'ADDPERDIEMMASTERS', { jsondata: { groupid, rows: SAVED_ROWS } });
    expect(added.rowids).toHaveLength(2);
    expect((await master(groupid)).rows.map((r: Record<string, string>) => [r.rowid, r.currency, r.meals, r.total])).toEqual([
      [added.rowids[0], 'INR', '1800.50', '7250.50'],
      [added.rowids[1], 'INR', '1200.00', '4700.00'],
    ]);
    await refused(admin, 'ADDPERDIEMMASTERS', { jsondata: { groupid, rows: SAVED_ROWS } }, 409, 'jsondata.groupid');
    // What GETPERDIEMMASTERS answered may be sent back as it is: rowid, name and total are not read.
    const edited = [...(await master(groupid)).rows, row('international', '', 'USD', '100', '40', '10')];
    expect((await ok(superadmin, 'UPDATEPERDIEMMASTERS', { jsondata: { groupid, rows: edited } })).rowids).toHaveLength(3);
    expect((await master(groupid)).rows.map((r: Record<string, string>) => r.locationtype)).toEqual(['group', 'domestic', 'international']);
    await ok(admin, 'DELETEPERDIEMMASTER', { groupid });
    expect((await master(groupid)).rows).toEqual([]);
    expect((await plans()).find((p) => p.groupid === groupid)).toMatchObject({ groupname: 'Contractors', ratecount: 0 });
    expect(await auditActions('PerDiemMaster', groupid)).toEqual(['create', 'delete', 'update']);
    // A plan without rows may be given rows again.
    await ok(admin, 'ADDPERDIEMMASTERS', { jsondata: { groupid, rows: SAVED_ROWS.slice(1) } });
    await refused(globexAdmin, 'DELETEPERDIEMMASTER', { groupid }, 403, 'groupid: per-diem group not found');
    await refused(globexAdmin, 'UPDATEPERDIEMMASTERS', { jsondata: { groupid, rows: SAVED_ROWS } }, 403, 'jsondata.groupid');
  });

  it('loses the rows of a location group when the group is deleted', async () => {
    const groupid = await addPlan('Coastal');
    const locations = (action: string, fields: Record<string, unknown>) => t.service(admin, { opid: 'TG-LOCATIONGROUP', action, ...fields });
    const coast = (await locations('addlocationgroup', { jsondata: { groupname: 'Coast' } })).json().groupid as string;
    await ok(admin, 'ADDPERDIEMMASTERS', { jsondata: { groupid, rows: [row('group', coast, 'INR', '1', '2', '3'), SAVED_ROWS[1]] } });
    expect((await master(groupid)).rows[0]).toMatchObject({ locationgroupid: coast, locationgroupname: 'Coast', total: '6.00' });
    expect((await locations('deletelocationgroup', { groupid: coast })).statusCode).toBe(200);
    expect((await master(groupid)).rows.map((r: Record<string, string>) => r.locationtype)).toEqual(['domestic']);
  });

  it('names the row and field of bad rows', async () => {
    const groupid = await addPlan('Checks');
    const save = (rows: unknown) => ({ jsondata: { groupid, rows } });
    const bad = async (rows: unknown, message: string) => refused(admin, 'UPDATEPERDIEMMASTERS', save(rows), 400, message);
    await bad([], 'jsondata.rows');
    await bad('rows', 'jsondata.rows');
    await bad([...SAVED_ROWS, row('international', '', 'USD', '1', '1.005', '1')], 'jsondata.rows[2].meals: meals must be an amount of 0 or more with at most 2 decimals');
    await bad([row('international', '', 'USD', '-1', '1', '1')], 'jsondata.rows[0].lodging');
    await bad([row('international', '', 'USD', '1', '1', '')], 'jsondata.rows[0].incidentals');
    await bad([SAVED_ROWS[0], { locationtype: 'domestic', currency: 'INR', lodging: '1', meals: '1' }], 'jsondata.rows[1].incidentals: incidentals is required');
    await bad([row('international', '', 'US', '1', '1', '1')], 'jsondata.rows[0].currency: currency must be a 3-letter ISO 4217 code');
    await bad([row('international', '', 'XYZ', '1', '1', '1')], 'jsondata.rows[0].currency: currency must be one with a reference rate');
    await bad([row('city', '', 'INR', '1', '1', '1')], 'jsondata.rows[0].locationtype');
    await bad([row('group', '', 'INR', '1', '1', '1')], 'jsondata.rows[0].locationgroupid: locationgroupid is required');
    await bad([row('domestic', METRO, 'INR', '1', '1', '1')], 'jsondata.rows[0].locationgroupid: locationgroupid must be empty');
    await bad([...SAVED_ROWS, row('group', METRO, 'INR', '1', '1', '1')], `jsondata.rows[2].locationgroupid: location group ${METRO} has a row already (rows[0])`);
    await bad([...SAVED_ROWS, row('domestic', '', 'INR', '1', '1', '1')], 'jsondata.rows[2].locationtype: domestic, elsewhere has a row already (rows[1])');
    await bad(['x'], 'jsondata.rows[0].row');
    await bad(Array.from({ length: 101 }, () => SAVED_ROWS[1]), 'jsondata.rows');
    // Another company's location group reads as not the caller's.
    const globexGroup = (await t.service(globexAdmin, { opid: 'TG-LOCATIONGROUP', action: 'addlocationgroup', jsondata: { groupname: 'Coasts' } })).json().groupid as string;
    await bad([SAVED_ROWS[1], row('group', globexGroup, 'USD', '1', '1', '1')], `jsondata.rows[1].locationgroupid: ${globexGroup} is not a location group of your company`);
    await bad([row('group', 'LGNOPE', 'USD', '1', '1', '1')], 'jsondata.rows[0].locationgroupid: LGNOPE is not a location group of your company');
    expect((await master(groupid)).rows).toEqual([]);
    await refused(admin, 'DELETEPERDIEMMASTER', {}, 400, 'groupid');
  });
});

describe('people on plans', () => {
  const mapping = async (fields: Record<string, unknown> = {}, token = admin) => (await ok(token, 'GETPERDIEMMAPPING', fields)) as { PerDiemMapping: Record<string, string>[]; totalcount: number };

  it('maps people, moves one between plans, finds them, and takes them off by record or by person', async () => {
    const groupid = await addPlan('Consultants');
    const { recordids } = await ok(admin, 'MAPPERDIEMMASTER', { profileids: ['20007', '20008', '20007'], groupplanid: groupid });
    expect(recordids).toHaveLength(2);
    const page = await mapping({ groupplanid: groupid });
    expect(page).toMatchObject({ totalcount: 2 });
    expect(page.PerDiemMapping).toEqual([
      { recordid: recordids[0], profileid: '20007', name: 'Rohan Das', email: 'newhire@acme.test', groupplanid: groupid, groupname: 'Consultants' },
      { recordid: recordids[1], profileid: '20008', name: 'Sneha Kulkarni', email: 'unverified@acme.test', groupplanid: groupid, groupname: 'Consultants' },
    ]);
    // Mapped again, a person moves (one mapping each); the answer keeps their record.
    expect((await ok(admin, 'MAPPERDIEMMASTER', { profileids: '20008', groupplanid: SENIOR })).recordids).toEqual([recordids[1]]);
    expect((await mapping({ searchtext: 'kulk' })).PerDiemMapping.map((m) => [m.profileid, m.groupname])).toEqual([['20008', 'Senior staff']]);
    expect((await mapping({ searchtext: 'NEWHIRE@' })).PerDiemMapping.map((m) => m.profileid)).toEqual(['20007']);
    const all = await mapping({ pagesize: 1, pageno: 2 });
    expect(all.totalcount).toBe(3);
    expect(all.PerDiemMapping).toHaveLength(1);
    expect(await mapping({}, globexAdmin)).toEqual({ ResponseStatus: { status: 'OK' }, PerDiemMapping: [], totalcount: 0 });

    await refused(globexAdmin, 'DELETEPERDIEMMAPPING', { recordid: recordids[0] }, 403, 'recordid: per-diem mapping not found');
    await ok(admin, 'DELETEPERDIEMMAPPING', { recordid: recordids[0] });
    await ok(admin, 'DELETEPERDIEMMAPPING', { travellerprofileid: '20008' });
    await refused(admin, 'DELETEPERDIEMMAPPING', { travellerprofileid: '20008' }, 403, 'travellerprofileid');
    expect((await mapping({ groupplanid: groupid })).totalcount).toBe(0);
    expect(await auditActions('PerDiemMapping', recordids[1])).toEqual(['create', 'delete', 'update']);
  });

  it("refuses another company's people and plans, naming them, and bad input", async () => {
    await refused(admin, 'MAPPERDIEMMASTER', { profileids: ['20007', '30001'], groupplanid: STAFF }, 400, 'profileids: 30001 is not a person of your company');
    await refused(admin, 'MAPPERDIEMMASTER', { profileids: ['NOBODY'], groupplanid: STAFF }, 400, 'profileids: NOBODY');
    await refused(globexAdmin, 'MAPPERDIEMMASTER', { profileids: ['30001'], groupplanid: STAFF }, 403, 'groupplanid: per-diem group not found');
    await refused(globexAdmin, 'GETPERDIEMMAPPING', { groupplanid: STAFF }, 403, 'groupplanid');
    await refused(admin, 'MAPPERDIEMMASTER', { profileids: [], groupplanid: STAFF }, 400, 'profileids');
    await refused(admin, 'MAPPERDIEMMASTER', { profileids: ['20007'] }, 400, 'groupplanid');
    await refused(admin, 'GETPERDIEMMAPPING', { pagesize: 201 }, 400, 'pagesize');
    await refused(admin, 'DELETEPERDIEMMAPPING', {}, 400, 'recordid');
    await refused(admin, 'DELETEPERDIEMMAPPING', { recordid: 'PDM-20001', travellerprofileid: '20001' }, 400, 'recordid');
    // Nothing above changed Rahul's plan.
    expect((await t.store.db.select().from(perDiemMappings).where(eq(perDiemMappings.profileId, '20001')))[0]?.groupId).toBe(STAFF);
  });
});

describe('the imprest ceiling from a plan', () => {
  const ceiling = async (tripid: string) => {
    const r = await expense(t, traveller, 'imprestmaxamountv2', { tripid });
    expect(r.statusCode, r.body).toBe(200);
    return r.json();
  };
  const trip = (destination: string, destinationcountries: string[], imprest: Record<string, unknown> = {}) => createTrip(t, traveller, { destination, destinationcountries, ...imprest });

  it('uses the rate of a location group holding the destination city, in the company currency when no imprest was asked for', async () => {
    // Rahul is on Staff; Mumbai is in Metro cities: 4,000 + 1,500 + 400 a day, for three days.
    expect(await ceiling(await trip('Mumbai (BOM)', ['IN']))).toEqual({
      ApiStatus: { Status: 'OK' },
      amount: '17700.00',
      currency: 'INR',
      perday: '5900.00',
      days: 3,
      domint: 'domestic',
      source: 'perdiem',
      groupname: 'Staff',
    });
    // Typed by another of its names, the city is still found.
    expect(await ceiling(await trip('Bombay', ['IN']))).toMatchObject({ amount: '17700.00', perday: '5900.00' });
    const v1 = await expense(t, traveller, 'imprestmaxamount', { tripid: await trip('Mumbai (BOM)', ['IN']) });
    expect(v1.json()).toEqual({ ApiStatus: { Status: 'OK' }, amount: '17700.00' });
  });

  it('falls back to the domestic or international row where no location group holds the place', async () => {
    expect(await ceiling(await trip('Pune (PNQ)', ['IN']))).toMatchObject({ amount: '12900.00', currency: 'INR', perday: '4300.00', source: 'perdiem' });
    // USD 170 a day in rupees at the reference rate (85): 14,450.
    expect(await ceiling(await trip('Singapore (SIN)', ['SG']))).toMatchObject({ amount: '43350.00', currency: 'INR', perday: '14450.00', domint: 'international' });
  });

  it("converts into the trip's imprest currency, rounding half up to the cent, and takes the highest rate of several destinations", async () => {
    const imprest = { imprestrequired: true, imprestamountrequested: '100.00' };
    // Schengen: EUR 170 a day is USD 170 × 93 / 85 = 186.00.
    expect(await ceiling(await trip('Paris (CDG)', ['FR'], { ...imprest, imprestcurrency: 'USD' }))).toMatchObject({ amount: '558.00', currency: 'USD', perday: '186.00' });
    // International elsewhere: USD 170 is EUR 170 × 85 / 93 = 155.376…, so 155.38.
    expect(await ceiling(await trip('Singapore (SIN)', ['SG'], { ...imprest, imprestcurrency: 'EUR' }))).toMatchObject({ amount: '466.14', currency: 'EUR', perday: '155.38' });
    // Paris and Singapore: the Schengen rate (₹15,810) is above the international one (₹14,450) and counts for every day.
    expect(await ceiling(await trip('Paris (CDG)', ['FR', 'SG']))).toMatchObject({ amount: '47430.00', currency: 'INR', perday: '15810.00' });
  });

  it('keeps the fixed allowances for a traveller without a plan, or on a plan without rows', async () => {
    const tripid = await trip('Mumbai (BOM)', ['IN']);
    await ok(admin, 'DELETEPERDIEMMASTER', { groupid: STAFF });
    expect(await ceiling(tripid)).toMatchObject({ amount: '9000.00', currency: 'INR', perday: '3000.00', source: 'default', groupname: '' });
    await ok(admin, 'MAPPERDIEMMASTER', { profileids: ['20001'], groupplanid: SENIOR });
    expect(await ceiling(tripid)).toMatchObject({ amount: '25500.00', perday: '8500.00', source: 'perdiem', groupname: 'Senior staff' });
    await ok(admin, 'DELETEPERDIEMMAPPING', { travellerprofileid: '20001' });
    expect(await ceiling(tripid)).toMatchObject({ amount: '9000.00', source: 'default' });
  });
});
