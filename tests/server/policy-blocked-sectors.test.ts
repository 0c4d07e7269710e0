import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit } from '../../server/store/schema';
import { ROLES, TRAVEL_ADMINS, type Role } from '../../src/contract/roles';
import { call, oneway, startSearch } from './flights-fixtures';
import { tokensForEveryRole } from './helpers/role-tokens';
import { type TestApp, createTestApp } from './helpers/test-app';

/* TG-TRAVELPOLICYADMIN blocked sectors (docs/features/policy.md) and VALIDATESEARCH obeying them. */

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

const policy = (token: string, actioncode: string, fields: Record<string, unknown> = {}) =>
  t.service(token, { opid: 'TG-TRAVELPOLICYADMIN', actioncode, ...fields });

async function add(jsondata: Record<string, unknown>, token = admin): Promise<string> {
  const r = await policy(token, 'ADDBLOCKSECTORS', { jsondata });
  expect(r.statusCode, r.body).toBe(200);
  expect(r.json().ResponseStatus.status).toBe('OK');
  return r.json().recordid as string;
}

async function list(token = admin) {
  const r = await policy(token, 'GETBLOCKSECTORS', {});
  expect(r.statusCode, r.body).toBe(200);
  return r.json().BlockSector as { recordid: string; origin: string; destination: string; bothways: boolean; reason: string }[];
}

/** VALIDATESEARCH on the cheapest fare of a one-way search. */
async function validate(origin: string, destination: string, token = traveller) {
  const responseid = await startSearch(t, token, oneway(origin, destination, '2026-03-20'));
  const results = (await call(t, token, 'QUEUERESULTS', { responseid })).json().results as { flightkey: string; fares: { farekey: string }[] }[];
  const offer = results[0]!;
  const r = await call(t, token, 'VALIDATESEARCH', {
    validatesearchrequest: { responseid, selected: [{ flightkey: offer.flightkey, farekey: offer.fares[0]!.farekey }] },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as { status: string; message: string };
}

describe('blocked sectors', () => {
  it('lists the seeded Mumbai–Goa sector as one both-ways row', async () => {
    expect(await list()).toEqual([expect.objectContaining({ origin: 'BOM', destination: 'GOI', bothways: true })]);
    expect(await list(globexAdmin)).toEqual([]);
  });

  it('adds, lists, updates and deletes, each in the audit trail', async () => {
    const id = await add({ origin: 'blr', destination: 'hyd', bothways: false, reason: 'Take the train' });
    expect((await list()).find((s) => s.recordid === id)).toEqual({
      recordid: id,
      travelpolicyid: 'TP1001',
      origintype: 'airport',
      origin: 'BLR',
      originname: 'Bengaluru (BLR)',
      destinationtype: 'airport',
      destination: 'HYD',
      destinationname: 'Hyderabad (HYD)',
      bothways: false,
      reason: 'Take the train',
    });
    const u = await policy(admin, 'UPDATEBLOCKSECTORS', {
      jsondata: { travelpolicyid: 'default', recordid: id, origin: 'BLR', destination: 'MAA', bothways: true, reason: 'Drive' },
    });
    expect(u.statusCode, u.body).toBe(200);
    expect(u.json()).toEqual({ ResponseStatus: { status: 'OK' }, recordid: id });
    expect((await list()).find((s) => s.recordid === id)).toMatchObject({ destination: 'MAA', bothways: true, reason: 'Drive' });
    const d = await policy(admin, 'DELETEBLOCKSECTORS', { recordid: id });
    expect(d.statusCode, d.body).toBe(200);
    expect((await list()).some((s) => s.recordid === id)).toBe(false);
    const audit = await t.store.db.select().from(adminAudit).where(and(eq(adminAudit.entity, 'BlockSector'), eq(adminAudit.entityId, id)));
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('blocks a sector in VALIDATESEARCH after add, and frees it after delete', async () => {
    expect((await validate('BLR', 'DEL')).status).toBe('OK');
    const id = await add({ origin: 'BLR', destination: 'DEL', bothways: false, reason: 'Delhi is closed for offsites' });
    expect(await validate('BLR', 'DEL')).toMatchObject({ status: 'NOK', message: 'Delhi is closed for offsites' });
    // One way only: the return direction flies.
    expect((await validate('DEL', 'BLR')).status).toBe('OK');
    // Another company's travellers are not bound by it.
    expect((await validate('BLR', 'DEL', await t.token('traveller@globex.test'))).status).toBe('OK');
    await policy(admin, 'DELETEBLOCKSECTORS', { travelpolicyid: '', recordid: id });
    expect((await validate('BLR', 'DEL')).status).toBe('OK');
  });

  it('blocks the return direction of a both-ways sector, and answers it in the results policy', async () => {
    const id = await add({ origin: 'BLR', destination: 'CCU', bothways: true, reason: 'No Kolkata trips this quarter' });
    expect(await validate('CCU', 'BLR')).toMatchObject({ status: 'NOK', message: 'No Kolkata trips this quarter' });
    const p = await call(t, traveller, 'GETFLIGHTPOLICY', {});
    expect(p.json().policy.blockedsectors).toEqual(
      expect.arrayContaining([
        { origins: ['BLR'], destinations: ['CCU'], reason: 'No Kolkata trips this quarter' },
        { origins: ['CCU'], destinations: ['BLR'], reason: 'No Kolkata trips this quarter' },
      ]),
    );
    await policy(admin, 'DELETEBLOCKSECTORS', { recordid: id });
  });

  it('blocks by city, country and location group, and from anywhere', async () => {
    const groups = (await t.service(admin, { opid: 'TG-LOCATIONGROUP', action: 'getalllocationgroup' })).json().LocationGroup as { groupid: string; groupname: string }[];
    const metro = groups.find((g) => g.groupname === 'Metro cities')!.groupid;
    const ids = [
      await add({ origintype: 'group', origin: metro, destinationtype: 'city', destination: 'in:Panaji', reason: 'No Goa from the metros' }),
      await add({ origintype: 'any', origin: '', destinationtype: 'country', destination: 'np', reason: 'No travel to Nepal' }),
    ];
    const listed = await list();
    expect(listed.find((s) => s.recordid === ids[0])).toMatchObject({ originname: 'Metro cities', destination: 'IN:Panaji', destinationname: 'Panaji' });
    expect(listed.find((s) => s.recordid === ids[1])).toMatchObject({ originname: 'anywhere', destinationname: 'Nepal' });
    const p = (await call(t, traveller, 'GETFLIGHTPOLICY', {})).json().policy.blockedsectors as { origins: string[] | null; destinations: string[] | null; reason: string }[];
    expect(p.find((b) => b.reason === 'No Goa from the metros')).toMatchObject({ origins: expect.arrayContaining(['BOM', 'DEL', 'BLR']), destinations: ['GOI'] });
    expect(p.find((b) => b.reason === 'No travel to Nepal')).toMatchObject({ origins: null, destinations: expect.arrayContaining(['KTM']) });
    expect(await validate('DEL', 'GOI')).toMatchObject({ status: 'NOK', message: 'No Goa from the metros' });
    // The group a rule names stays while the rule does.
    const removal = await t.service(admin, { opid: 'TG-LOCATIONGROUP', action: 'deletelocationgroup', groupid: metro });
    expect(removal.statusCode).toBe(409);
    expect(removal.json().ResponseStatus.message).toBe(`groupid: ${metro} (Metro cities) is named by the travel policy Company policy; change its blocked sectors, fare caps and hotel caps first`);
    for (const id of ids) await policy(admin, 'DELETEBLOCKSECTORS', { recordid: id });
    const unknown = await policy(admin, 'ADDBLOCKSECTORS', { jsondata: { origintype: 'group', origin: 'LG-nope', destination: 'GOI', reason: 'x' } });
    expect(unknown.json().ResponseStatus.message).toBe('jsondata.origin: LG-nope is not a location group of your company');
    const globexGroup = await policy(globexAdmin, 'ADDBLOCKSECTORS', { jsondata: { origintype: 'group', origin: metro, destination: 'GOI', reason: 'x' } });
    expect(globexGroup.json().ResponseStatus.message).toBe(`jsondata.origin: ${metro} is not a location group of your company`);
  });

  it('names the field of bad input', async () => {
    const bad = async (jsondata: Record<string, unknown>, field: string) => {
      const r = await policy(admin, 'ADDBLOCKSECTORS', { jsondata });
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().ResponseStatus.message).toContain(field);
    };
    const ok = { origin: 'BLR', destination: 'DEL', bothways: false, reason: 'x' };
    await bad({ ...ok, origin: 'BLRX' }, 'jsondata.origin');
    await bad({ ...ok, destination: 'ZZZ' }, 'jsondata.destination');
    await bad({ ...ok, destination: 'blr' }, 'jsondata.destination');
    await bad({ ...ok, reason: ' ' }, 'jsondata.reason');
    await bad({ ...ok, reason: 'x'.repeat(201) }, 'jsondata.reason');
    await bad({ ...ok, bothways: 'yes' }, 'jsondata.bothways');
    await bad({ ...ok, destinationtype: 'city', destination: 'Goa' }, 'jsondata.destination: destination must be a city, like IN:Mumbai');
    await bad({ ...ok, destinationtype: 'city', destination: 'IN:Atlantis' }, 'jsondata.destination: IN:Atlantis is not a city we know');
    await bad({ ...ok, origintype: 'any', origin: '', destinationtype: 'any', destination: '' }, 'jsondata.destination: origin and destination cannot both be anywhere');
    // A policy id that is not the company's answers as unknown (Globex's TP1002 included).
    for (const travelpolicyid of ['TP2', 'TP1002']) {
      const added = await policy(admin, 'ADDBLOCKSECTORS', { jsondata: { ...ok, travelpolicyid } });
      expect(added.statusCode).toBe(403);
      expect(added.json().ResponseStatus.message).toBe('jsondata.travelpolicyid: travel policy not found');
      const g = await policy(admin, 'GETBLOCKSECTORS', { travelpolicyid });
      expect(g.statusCode).toBe(403);
      expect(g.json().ResponseStatus.message).toBe('travelpolicyid: travel policy not found');
    }
  });

  it("answers another company's recordid as an unknown one", async () => {
    const [acme] = await list();
    const unknown = await policy(globexAdmin, 'DELETEBLOCKSECTORS', { recordid: 'BSnope' });
    const other = await policy(globexAdmin, 'DELETEBLOCKSECTORS', { recordid: acme!.recordid });
    expect(other.statusCode).toBe(unknown.statusCode);
    expect(other.json()).toEqual(unknown.json());
    const update = await policy(globexAdmin, 'UPDATEBLOCKSECTORS', { jsondata: { ...acme, reason: 'mine now' } });
    expect(update.statusCode).toBe(unknown.statusCode);
    expect((await list()).find((s) => s.recordid === acme!.recordid)).toEqual(acme);
  });

  it('lets travel admins and superadmins in, and no one else', async () => {
    for (const role of ROLES) {
      const r = await policy(roles.get(role)!, 'GETBLOCKSECTORS');
      expect(r.statusCode, `${role}: ${r.body}`).toBe(TRAVEL_ADMINS.includes(role) ? 200 : 403);
      const a = await policy(roles.get(role)!, 'ADDBLOCKSECTORS', { jsondata: { origin: 'BLR', destination: 'GOI', reason: `by ${role}` } });
      expect(a.statusCode, `${role}: ${a.body}`).toBe(TRAVEL_ADMINS.includes(role) ? 200 : 403);
    }
  });
});
