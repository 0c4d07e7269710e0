import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, TRAVEL_ADMINS } from '../../src/contract/roles';
import { adminAudit, tripPurposes } from '../../server/store/schema';
import { type TestApp, createTestApp } from './helpers/test-app';
import { asRole } from './masters-finance-fixtures';
import { expense, messageOf } from './trips-fixtures';

/*
 * Purposes of travel and travel reasons as company masters (docs/features/masters.md "Purposes and
 * reasons"): travel admins keep them, TG-GETPURPOSES / TG-GETFLIGHTREASONS offer the active ones.
 */

let t: TestApp;
let admin: string;
let traveller: string;
let globexAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.token('traveladmin@acme.test');
  traveller = await t.token('traveller@acme.test');
  globexAdmin = await t.token('traveladmin@globex.test');
});
afterAll(() => t.close());

const ok = async (token: string, action: string, extra: object = {}) => {
  const response = await expense(t, token, action, extra);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const purposesOf = async (token: string) =>
  ((await t.service(token, { opid: 'TG-GETPURPOSES' })).json() as { list: { id: string; name: string }[] }).list;
const reasonsOf = async (token: string, service: string) =>
  ((await t.service(token, { opid: 'TG-GETFLIGHTREASONS', service })).json() as { list: { id: string; name: string; isother: boolean }[] }).list;
const purpose = (fields: Record<string, unknown>) => ({ jsondata: { TripPurpose: { purposename: 'Board meeting', ...fields } } });
const reason = (fields: Record<string, unknown>) => ({ jsondata: { TravelReason: { service: 'hotel', reasonname: 'Audit', ...fields } } });

describe('purposes of travel', () => {
  it('starts each company with the lists it had, in the same order and with the same ids', async () => {
    expect((await purposesOf(traveller)).slice(0, 2)).toEqual([
      { id: 'official', name: 'Official' },
      { id: 'clientvisit', name: 'Client visit' },
    ]);
    const page = await ok(admin, 'viewtrippurposes');
    expect(page.totalcount).toBe(6);
    expect(page.TripPurpose[0]).toEqual({ purposeid: 'official', purposename: 'Official', status: 'active' });
  });

  it('adds, renames, deactivates and deletes a purpose, each change audited, forms offering the active ones only', async () => {
    const { purposeid } = await ok(admin, 'addtrippurpose', purpose({}));
    expect((await purposesOf(traveller)).at(-1)).toEqual({ id: purposeid, name: 'Board meeting' });
    await ok(admin, 'updatetrippurpose', purpose({ purposeid, purposename: 'AGM', status: 'inactive' }));
    expect((await purposesOf(traveller)).map((p) => p.id)).not.toContain(purposeid);
    expect((await ok(admin, 'viewtrippurposes', { searchtext: 'agm' })).TripPurpose).toEqual([{ purposeid, purposename: 'AGM', status: 'inactive' }]);
    await ok(admin, 'deletetrippurpose', { purposeid });
    const audit = await t.store.db.select().from(adminAudit).where(eq(adminAudit.entityId, purposeid));
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('refuses a blank name naming the field, and keeps each company to its own list', async () => {
    const blank = await expense(t, admin, 'addtrippurpose', purpose({ purposename: ' ' }));
    expect(blank.statusCode).toBe(400);
    expect(messageOf(blank)).toContain('purposename is required');
    // Every company has an 'official' purpose: Globex's admin changes and deletes only Globex's.
    await ok(globexAdmin, 'updatetrippurpose', purpose({ purposeid: 'official', purposename: 'Business' }));
    expect((await purposesOf(traveller))[0]).toEqual({ id: 'official', name: 'Official' });
    const foreign = await expense(t, globexAdmin, 'deletetrippurpose', { purposeid: 'PUnot-globex' });
    expect(foreign.statusCode).toBe(403);
    const acme = await t.store.db.select().from(tripPurposes).where(and(eq(tripPurposes.corporateId, '1001'), eq(tripPurposes.id, 'official')));
    expect(acme[0]?.name).toBe('Official');
  });
});

describe('travel reasons', () => {
  it('keeps each service its own list, Other last and asking for its text', async () => {
    const hotel = await reasonsOf(traveller, 'hotel');
    expect(hotel.map((r) => r.id)).toContain('extendedstay');
    expect(hotel.at(-1)).toEqual({ id: 'other', name: 'Other', isother: true });
    const page = await ok(admin, 'viewtravelreasons', { service: 'insurance' });
    expect(page.TravelReason.every((r: { service: string }) => r.service === 'insurance')).toBe(true);
  });

  it('adds, updates and deletes a reason within its service', async () => {
    const { reasonid } = await ok(admin, 'addtravelreason', reason({}));
    expect((await reasonsOf(traveller, 'hotel')).at(-1)).toEqual({ id: reasonid, name: 'Audit', isother: false });
    expect((await reasonsOf(traveller, 'flight')).map((r) => r.id)).not.toContain(reasonid);
    // The same id in another service is another reason.
    expect((await expense(t, admin, 'updatetravelreason', reason({ reasonid, service: 'flight' }))).statusCode).toBe(403);
    await ok(admin, 'updatetravelreason', reason({ reasonid, status: 'inactive' }));
    expect((await reasonsOf(traveller, 'hotel')).map((r) => r.id)).not.toContain(reasonid);
    expect((await expense(t, globexAdmin, 'deletetravelreason', { reasonid, service: 'hotel' })).statusCode).toBe(403);
    await ok(admin, 'deletetravelreason', { reasonid, service: 'hotel' });
    const bad = await expense(t, admin, 'addtravelreason', reason({ service: 'rocket' }));
    expect(bad.statusCode).toBe(400);
    expect(messageOf(bad)).toContain('service');
  });

  it('lets travel admins alone change the lists', async () => {
    for (const role of ROLES) {
      const status = await asRole(t, role, async (token) => (await expense(t, token, 'addtravelreason', reason({ reasonname: `By ${role}` }))).statusCode);
      expect(status, role).toBe(TRAVEL_ADMINS.includes(role) ? 200 : 403);
    }
  });
});
