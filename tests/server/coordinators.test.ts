import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit } from '../../server/store/schema';
import { type TestApp, createTestApp } from './helpers/test-app';
import { oneway } from './flights-fixtures';
import { adult, book, bookingRequest, reprice, searchAndPick } from './flights-booking-fixtures';
import { createTrip, dayFrom, expense, messageOf, validTrip } from './trips-fixtures';

/*
 * The eight travel-coordinator calls and the coordinator's reach (docs/features/coordinators.md):
 * the seed maps Arjun (20003) to Rahul (20001), Rohan (20007) and Sneha (20008); Priya (20002) is
 * not his until an admin maps her. Tests run in order: each builds on the mappings before it.
 */

let t: TestApp;
const tok: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  const users = { employee: 'traveller@acme.test', manager: 'manager@acme.test', tc: 'coordinator@acme.test', admin: 'traveladmin@acme.test', globex: 'traveladmin@globex.test' };
  for (const [k, u] of Object.entries(users)) tok[k] = await t.token(u);
});
afterAll(() => t.close());

const tc = (token: string, action: string, extra: object = {}) => t.service(token, { opid: 'TG-TRAVELCOORDINATOR', action, ...extra });
const ok = async (token: string, action: string, extra: object = {}) => {
  const r = await tc(token, action, extra);
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
};
const refused = async (token: string, action: string, extra: object, status: number, message: string) => {
  const r = await tc(token, action, extra);
  expect([r.statusCode, messageOf(r)]).toEqual([status, message]);
};
const travellersOf = async (token: string, extra: object = {}) =>
  ((await ok(token, 'gettravellersundertc', extra)).TravelCoordinatorMapping as { travellerprofileid: string }[]).map((m) => m.travellerprofileid).sort();
const mapArjun = (ids: string[], token = tok.admin!) =>
  tc(token, 'addupdatetravelcoordinator', { jsondata: { TravelCoordinatorMapping: { tcprofileid: '20003', travellerprofileids: ids } } });
const audits = async () => (await t.store.db.select({ n: count() }).from(adminAudit).where(and(eq(adminAudit.entity, 'TravelCoordinatorMapping'))))[0]!.n;

describe('reading coordinators and their travellers', () => {
  it('lists the company’s coordinators to anyone, with their counts, never another company’s', async () => {
    const list = (await ok(tok.employee!, 'gettravelcoordinators')).TravelCoordinator;
    expect(list).toEqual([{ tcprofileid: '20003', tcname: 'Arjun Mehta', email: 'coordinator@acme.test', travellercount: 3, requestcount: 0 }]);
    expect((await ok(tok.globex!, 'gettravelcoordinators')).TravelCoordinator).toEqual([]);
  });

  it('gives a coordinator their own travellers, an admin anyone’s, and refuses the rest', async () => {
    expect(await travellersOf(tok.tc!)).toEqual(['20001', '20007', '20008']);
    expect(await travellersOf(tok.admin!, { tcprofileid: '20003' })).toEqual(['20001', '20007', '20008']);
    await refused(tok.tc!, 'gettravellersundertc', { tcprofileid: '20004' }, 403, 'tcprofileid: a coordinator reads only their own travellers');
    await refused(tok.globex!, 'gettravellersundertc', { tcprofileid: '20003' }, 400, 'tcprofileid: not a travel coordinator of your company');
    expect((await tc(tok.employee!, 'gettravellersundertc')).statusCode).toBe(403);
    expect((await tc(tok.employee!, 'getupcomingtripsfortc')).statusCode).toBe(403);
    expect((await ok(tok.admin!, 'getalltctravellers')).TravelCoordinatorMapping).toHaveLength(3);
    expect((await ok(tok.globex!, 'getalltctravellers')).TravelCoordinatorMapping).toEqual([]);
  });
});

describe('a coordinator acts only for travellers mapped to them', () => {
  it('creates a trip for a mapped traveller and is refused for anyone else', async () => {
    await createTrip(t, tok.tc!, { traveller_profileid: '20001' });
    const r = await expense(t, tok.tc!, 'createtrip', { jsondata: validTrip(t, { traveller_profileid: '20002' }) });
    expect(r.statusCode).toBe(403);
    expect(messageOf(r)).toBe('traveller_profileid: not a traveller mapped to you');
    const priyas = await createTrip(t, tok.manager!);
    expect((await expense(t, tok.tc!, 'getcorporatefulltrip', { tripid: priyas })).statusCode).toBe(403);
    expect((await expense(t, tok.tc!, 'gettripscreatedbyprofile', { createdbyprofileid: '20002' })).statusCode).toBe(403);
  });

  it('is refused a flight for an unmapped traveller, and picks only mapped travellers', async () => {
    const picked = await searchAndPick(t, tok.tc!, oneway('BLR', 'DEL', '2026-03-20'));
    const { totalfare } = await reprice(t, tok.tc!, picked);
    const r = await book(t, tok.tc!, bookingRequest(picked, totalfare, { travellers: [adult('Priya', { profileid: '20002' })], contact_email: 'coordinator@acme.test' }));
    expect([r.statusCode, messageOf(r)]).toEqual([403, 'travellers[0].profileid: not a traveller mapped to you']);
    const people = (await t.service(tok.tc!, { opid: 'TG-GETPERSONALTRAVELLERS' })).json().list as { profileid: string }[];
    expect(people.map((p) => p.profileid).sort()).toEqual(['20001', '20003', '20007', '20008']);
  });
});

describe('asking for a coordinator and mapping travellers', () => {
  let request = '';
  it('lets a traveller ask once, for a coordinator of their own company', async () => {
    const before = await audits();
    request = (await ok(tok.manager!, 'requesttc', { tcprofileid: '20003', remarks: 'Client visits' })).recordid;
    await refused(tok.manager!, 'requesttc', { tcprofileid: '20003' }, 400, 'tcprofileid: you already have or asked for this coordinator');
    await refused(tok.manager!, 'requesttc', { tcprofileid: '20004' }, 400, 'tcprofileid: not a travel coordinator of your company');
    await refused(tok.manager!, 'requesttc', {}, 400, 'tcprofileid is required');
    await refused(tok.globex!, 'requesttc', { tcprofileid: '20003' }, 400, 'tcprofileid: not a travel coordinator of your company');
    const all = (await ok(tok.admin!, 'getalltctravellers')).TravelCoordinatorMapping as { recordid: string; status: string; remarks: string }[];
    expect(all.find((m) => m.recordid === request)).toMatchObject({ status: 'requested', remarks: 'Client visits' });
    expect(await audits()).toBe(before + 1);
    // A request is not a mapping yet.
    expect((await expense(t, tok.tc!, 'createtrip', { jsondata: validTrip(t, { traveller_profileid: '20002' }) })).statusCode).toBe(403);
  });

  it('lets an admin set the coordinator’s travellers, checking every id', async () => {
    await refused(tok.admin!, 'addupdatetravelcoordinator', { jsondata: { TravelCoordinatorMapping: { tcprofileid: '20004', travellerprofileids: [] } } }, 400, 'tcprofileid: not a travel coordinator of your company');
    expect(messageOf(await mapArjun(['20001', '30001']))).toBe('travellerprofileids: 30001 is not a traveller of your company');
    expect(messageOf(await mapArjun(['20003']))).toBe('travellerprofileids: a coordinator cannot be their own traveller');
    expect(messageOf(await mapArjun(['20002'], tok.globex!))).toBe('tcprofileid: not a travel coordinator of your company');
    expect(messageOf(await tc(tok.admin!, 'addupdatetravelcoordinator', {}))).toBe('jsondata is required');
    const r = await mapArjun(['20001', '20002', '20008']);
    expect(r.json()).toMatchObject({ tcprofileid: '20003', travellercount: 3 });
    expect(await travellersOf(tok.tc!)).toEqual(['20001', '20002', '20008']);
    await createTrip(t, tok.tc!, { traveller_profileid: '20002' });
    const rohan = await expense(t, tok.tc!, 'createtrip', { jsondata: validTrip(t, { traveller_profileid: '20007' }) });
    expect(rohan.statusCode).toBe(403);
  });

  it('ends a mapping by its traveller or an admin, with remarks, never by someone else', async () => {
    const all = (await ok(tok.admin!, 'getalltctravellers')).TravelCoordinatorMapping as { recordid: string; travellerprofileid: string }[];
    const sneha = all.find((m) => m.travellerprofileid === '20008')!.recordid;
    await refused(tok.manager!, 'deletetc', { recordid: request }, 400, 'deletionremarks is required');
    await refused(tok.employee!, 'deletetc', { recordid: request, deletionremarks: 'no' }, 403, 'recordid: mapping not found');
    await refused(tok.globex!, 'deletetc', { recordid: sneha, deletionremarks: 'no' }, 403, 'recordid: mapping not found');
    await ok(tok.manager!, 'deletetc', { recordid: request, deletionremarks: 'Moved to another team' });
    await ok(tok.admin!, 'deletetc', { recordid: sneha, deletionremarks: 'Left the project' });
    expect(await travellersOf(tok.tc!)).toEqual(['20001']);
  });
});

describe('upcoming trips of the coordinator’s travellers', () => {
  it('filters by country and dates', async () => {
    const trips = async (extra: object) => ((await ok(tok.tc!, 'getupcomingtripsfortc', extra)).list as { travellerprofileid: string }[]);
    const india = await trips({ countrycode: 'in' });
    expect(india.length).toBeGreaterThan(0);
    expect(new Set(india.map((x) => x.travellerprofileid))).toEqual(new Set(['20001']));
    expect(await trips({ countrycode: 'US' })).toEqual([]);
    expect(await trips({ fromdate: dayFrom(t, 400) })).toEqual([]);
    expect((await trips({ fromdate: dayFrom(t, 19), todate: dayFrom(t, 21) })).length).toBeGreaterThan(0);
    await refused(tok.tc!, 'getupcomingtripsfortc', { countrycode: 'IND' }, 400, 'countrycode must be 2 letters (ISO 3166)');
    await refused(tok.tc!, 'getupcomingtripsfortc', { fromdate: dayFrom(t, 5), todate: dayFrom(t, 1) }, 400, 'todate must not be before fromdate');
    expect(await ok(tok.admin!, 'getupcomingtripsfortc', { tcprofileid: '20003', countrycode: 'IN' })).toMatchObject({ list: india });
  });
});

describe('deleting a travel coordinator', () => {
  it('unmaps all their travellers, with remarks, in the admin’s company only', async () => {
    await refused(tok.globex!, 'deletetravelcoordinator', { tcprofileid: '20003', deletionremarks: 'x' }, 400, 'tcprofileid: not a travel coordinator of your company');
    await refused(tok.admin!, 'deletetravelcoordinator', { tcprofileid: '20003' }, 400, 'deletionremarks is required');
    await ok(tok.admin!, 'deletetravelcoordinator', { tcprofileid: '20003', deletionremarks: 'Role ended' });
    expect(await travellersOf(tok.tc!)).toEqual([]);
    expect((await expense(t, tok.tc!, 'createtrip', { jsondata: validTrip(t, { traveller_profileid: '20001' }) })).statusCode).toBe(403);
  });
});
