import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINANCE_ADMINS, ROLES, TRAVEL_ADMINS } from '../../src/contract/roles';
import { adminAudit, expenseCategories, popularPlaces, vehicleMasters } from '../../server/store/schema';
import { type TestApp, createTestApp } from './helpers/test-app';
import { asGlobexFinance, asRole } from './masters-finance-fixtures';
import { expense, messageOf } from './trips-fixtures';

/*
 * Expense categories, vehicles and popular places (docs/features/masters.md): every role reads the
 * active ones for its forms; finance admins keep categories and vehicles, travel admins the places.
 */

let t: TestApp;
let finance: string;
let traveller: string;
let travelAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  finance = await t.token('finance@acme.test');
  traveller = await t.token('traveller@acme.test');
  travelAdmin = await t.token('traveladmin@acme.test');
});
afterAll(() => t.close());

const category = (fields: Record<string, unknown> = {}) => ({
  jsondata: { Category: { categoryname: 'Visa fees', categorycode: 'visa', expensekind: 'travel', ...fields } },
});
const vehicle = (fields: Record<string, unknown> = {}) => ({
  jsondata: { VehicleMaster: { vehicletype: 'Electric car', fueltype: 'Electric', rateperkm: '8.50', ...fields } },
});
const place = (fields: Record<string, unknown> = {}) => ({
  jsondata: { PopularLocality: { placename: 'Acme Pune plant', city: 'Pune', countrycode: 'in', lat: 18.5204, lon: 73.8567, ...fields } },
});
const ok = async (token: string, action: string, extra: object = {}) => {
  const response = await expense(t, token, action, extra);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const auditOf = (entityId: string) => t.store.db.select().from(adminAudit).where(eq(adminAudit.entityId, entityId));

describe('expense categories', () => {
  it('lists the company’s active categories to every role, by name, with money as decimals', async () => {
    const page = await ok(traveller, 'viewallCategoriesCorporate', { pagesize: 500 });
    expect(page.Category.map((c: { categoryname: string }) => c.categoryname).slice(0, 3)).toEqual(['Airfare', 'Hotel', 'Local conveyance']);
    expect(page.Category).toContainEqual({
      categoryid: 'CT1001MEALS',
      categoryname: 'Meals',
      categorycode: 'MEALS',
      expensekind: 'travel',
      glcode: 'GL-MEALS',
      receiptrequiredabove: '500.00',
      limitperday: '',
      limitperclaim: '',
      status: 'active',
    });
    expect(page.Category.find((c: { categorycode: string }) => c.categorycode === 'LOCAL')).toMatchObject({ limitperday: '', limitperclaim: '3000.00' });
    expect(page.totalcount).toBe(page.Category.length);
    const globex = await ok(await t.token('traveller@globex.test'), 'viewallCategoriesCorporate', { pagesize: 500 });
    expect(globex.Category.every((c: { categoryid: string }) => c.categoryid.startsWith('CT1002'))).toBe(true);
  });

  it('adds and updates a category, deactivation hiding it from forms but not from finance admins, each change audited', async () => {
    const { categoryid } = await ok(finance, 'addcategory', category({ glcode: 'GL-VISA', receiptrequiredabove: '2500.5', limitperday: '9000' }));
    await ok(finance, 'updatecategory', category({ categoryid, categorycode: 'VISA', status: 'inactive', receiptrequiredabove: '2500.5', limitperday: ' ', limitperclaim: '12000.5' }));
    const forForms = await ok(traveller, 'viewallCategoriesCorporate', { searchtext: 'visa' });
    expect(forForms.Category).toEqual([]);
    const forAdmins = await ok(finance, 'viewallCategoriesCorporate', { searchtext: 'visa', includeinactive: true });
    expect(forAdmins.Category).toEqual([
      { categoryid, categoryname: 'Visa fees', categorycode: 'VISA', expensekind: 'travel', glcode: '', receiptrequiredabove: '2500.50', limitperday: '', limitperclaim: '12000.50', status: 'inactive' },
    ]);
    const audits = await auditOf(categoryid);
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'update']);
    expect(audits.find((a) => a.action === 'update')).toMatchObject({ entity: 'Category', before: expect.objectContaining({ status: 'active', glcode: 'GL-VISA', limitperday: '9000.00' }) });
    const refused = await expense(t, traveller, 'viewallCategoriesCorporate', { includeinactive: true });
    expect([refused.statusCode, messageOf(refused)]).toEqual([403, 'includeinactive: only admins may list inactive records']);
  });

  it('keeps codes unique within a company, and refuses another company’s category', async () => {
    const duplicate = await expense(t, finance, 'addcategory', category({ categorycode: 'meals' }));
    expect([duplicate.statusCode, messageOf(duplicate)]).toEqual([400, 'jsondata.Category.categorycode: another category of your company has this code']);
    const renamed = await expense(t, finance, 'updatecategory', category({ categoryid: 'CT1001HOTEL', categorycode: 'AIR' }));
    expect([renamed.statusCode, messageOf(renamed)]).toEqual([400, 'jsondata.Category.categorycode: another category of your company has this code']);
    const foreign = await expense(t, finance, 'updatecategory', category({ categoryid: 'CT1002MEALS', categorycode: 'MEALS' }));
    expect([foreign.statusCode, messageOf(foreign)]).toEqual([403, 'jsondata.Category.categoryid: category not found']);
    const [row] = await t.store.db.select().from(expenseCategories).where(eq(expenseCategories.id, 'CT1002MEALS'));
    expect(row!.name).toBe('Meals');
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases = [
      [{ categoryname: '' }, 'jsondata.Category.categoryname: categoryname is required'],
      [{ categorycode: ' ' }, 'jsondata.Category.categorycode: categorycode is required'],
      [{ expensekind: 'fun' }, 'jsondata.Category.expensekind: expensekind must be travel, monthlyallowance, taxsavings or nontravel'],
      [{ receiptrequiredabove: '12.345' }, 'jsondata.Category.receiptrequiredabove: receiptrequiredabove must be an amount like 1234.50'],
      [{ receiptrequiredabove: '-1' }, 'jsondata.Category.receiptrequiredabove: receiptrequiredabove must be an amount like 1234.50'],
      [{ limitperday: '1,500' }, 'jsondata.Category.limitperday: limitperday must be an amount like 1234.50, or empty for none'],
      [{ limitperclaim: '-3000' }, 'jsondata.Category.limitperclaim: limitperclaim must be an amount like 1234.50, or empty for none'],
    ] as const;
    for (const [fields, message] of cases) {
      const response = await expense(t, finance, 'addcategory', category(fields));
      expect([response.statusCode, messageOf(response)]).toEqual([400, message]);
    }
  });
});

describe('vehicles', () => {
  it('lists the active vehicles to every role with their rate per unit', async () => {
    const page = await ok(traveller, 'viewallvehicles');
    expect(page.VehicleMaster).toEqual([
      { vehicleid: 'VH1001CAR', vehicletype: 'Car', fueltype: 'Petrol', rateperkm: '12.00', unit: 'km', status: 'active', verified: true, remark: '' },
      { vehicleid: 'VH1001TW', vehicletype: 'Two-wheeler', fueltype: 'Petrol', rateperkm: '5.00', unit: 'km', status: 'active', verified: true, remark: '' },
    ]);
    expect(page.totalcount).toBe(2);
    const globex = await ok(await t.token('traveller@globex.test'), 'viewallvehicles');
    expect(globex.VehicleMaster).toEqual([expect.objectContaining({ vehicleid: 'VH1002CAR', rateperkm: '0.67', unit: 'miles' })]);
  });

  it('adds a vehicle unverified, verifies it, and a change of rate needs verifying again', async () => {
    const { vehicleid } = await ok(finance, 'addvehicle', vehicle({ unit: 'miles' }));
    const listed = async () => (await ok(finance, 'viewallvehicles', { searchtext: 'electric', includeinactive: true })).VehicleMaster;
    expect(await listed()).toEqual([expect.objectContaining({ vehicleid, rateperkm: '8.50', unit: 'miles', verified: false })]);
    await ok(finance, 'verifyvehiclemaster', { jsondata: { VehicleMaster: { vehicleid, verified: true, remark: 'Checked against the policy' } } });
    expect(await listed()).toEqual([expect.objectContaining({ verified: true, remark: 'Checked against the policy' })]);
    const [row] = await t.store.db.select().from(vehicleMasters).where(eq(vehicleMasters.id, vehicleid));
    expect(row).toMatchObject({ verifiedBy: '20006', verifiedAt: t.clock.now() });
    await ok(finance, 'updatevehicle', vehicle({ vehicleid, unit: 'miles', status: 'inactive' }));
    expect(await listed()).toEqual([expect.objectContaining({ verified: true, status: 'inactive' })]);
    await ok(finance, 'updatevehicle', vehicle({ vehicleid, unit: 'miles', rateperkm: '9' }));
    expect(await listed()).toEqual([expect.objectContaining({ rateperkm: '9.00', verified: false, remark: '' })]);
    expect((await auditOf(vehicleid)).map((a) => a.action).sort()).toEqual(['create', 'update', 'update', 'update']);
  });

  it('refuses another company’s vehicle and bad input naming the field', async () => {
    for (const action of ['updatevehicle', 'verifyvehiclemaster']) {
      const body = action === 'updatevehicle' ? vehicle({ vehicleid: 'VH1002CAR' }) : { jsondata: { VehicleMaster: { vehicleid: 'VH1002CAR', verified: true } } };
      const response = await expense(t, finance, action, body);
      expect([response.statusCode, messageOf(response)]).toEqual([403, 'jsondata.VehicleMaster.vehicleid: vehicle not found']);
    }
    const cases = [
      [vehicle({ vehicletype: '' }), 'jsondata.VehicleMaster.vehicletype: vehicletype is required'],
      [vehicle({ rateperkm: 'twelve' }), 'jsondata.VehicleMaster.rateperkm: rateperkm must be an amount like 1234.50'],
      [vehicle({ unit: 'furlongs' }), 'jsondata.VehicleMaster.unit: unit must be km or miles'],
    ] as const;
    for (const [body, message] of cases) {
      const response = await expense(t, finance, 'addvehicle', body);
      expect([response.statusCode, messageOf(response)]).toEqual([400, message]);
    }
    const verify = await expense(t, finance, 'verifyvehiclemaster', { jsondata: { VehicleMaster: { vehicleid: 'VH1001CAR' } } });
    expect([verify.statusCode, messageOf(verify)]).toEqual([400, 'jsondata.VehicleMaster.verified is required']);
    const notBoolean = await expense(t, finance, 'verifyvehiclemaster', { jsondata: { VehicleMaster: { vehicleid: 'VH1001CAR', verified: 'yes' } } });
    expect([notBoolean.statusCode, messageOf(notBoolean)]).toEqual([400, 'jsondata.VehicleMaster.verified: verified must be true or false']);
  });
});

describe('popular places', () => {
  it('lists the company’s places to every role, paged and searched', async () => {
    const page = await ok(traveller, 'viewpopularplaces', { sortby: 'city', pagesize: 1 });
    expect(page.totalcount).toBe(2);
    expect(page.PopularLocality).toEqual([
      { recordid: 'PP1001BLR', placename: 'Acme head office', address: '80 Feet Road, Koramangala', city: 'Bengaluru', countrycode: 'IN', lat: 12.9352, lon: 77.6245 },
    ]);
    const searched = await ok(traveller, 'viewpopularplaces', { searchtext: 'mumbai' });
    expect(searched.PopularLocality.map((p: { recordid: string }) => p.recordid)).toEqual(['PP1001BOM']);
  });

  it('adds and deletes a place, each audited; another company’s place is not found', async () => {
    const { recordid } = await ok(travelAdmin, 'addpopularplace', place());
    expect((await ok(traveller, 'viewpopularplaces', { searchtext: 'pune' })).PopularLocality).toEqual([
      { recordid, placename: 'Acme Pune plant', address: '', city: 'Pune', countrycode: 'IN', lat: 18.5204, lon: 73.8567 },
    ]);
    const foreign = await expense(t, travelAdmin, 'deletepopularplace', { recordid: 'PP1002NYC' });
    expect([foreign.statusCode, messageOf(foreign)]).toEqual([403, 'recordid: popular place not found']);
    expect(await t.store.db.select().from(popularPlaces).where(eq(popularPlaces.id, 'PP1002NYC'))).toHaveLength(1);
    await ok(travelAdmin, 'deletepopularplace', { recordid });
    expect((await ok(traveller, 'viewpopularplaces', { searchtext: 'pune' })).PopularLocality).toEqual([]);
    const audits = await auditOf(recordid);
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'delete']);
    expect(audits.find((a) => a.action === 'delete')).toMatchObject({ entity: 'PopularLocality', actorProfileId: '20004', after: null });
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases = [
      [place({ placename: '' }), 'jsondata.PopularLocality.placename: placename is required'],
      [place({ countrycode: 'IND' }), 'jsondata.PopularLocality.countrycode: countrycode must be 2 letters (ISO 3166)'],
      [place({ lat: 91 }), 'jsondata.PopularLocality.lat: lat must be between -90 and 90'],
      [place({ lon: '73.8' }), 'jsondata.PopularLocality.lon: lon is required'],
      [{ jsondata: {} }, 'jsondata.PopularLocality is required'],
    ] as const;
    for (const [body, message] of cases) {
      const response = await expense(t, travelAdmin, 'addpopularplace', body);
      expect([response.statusCode, messageOf(response)]).toEqual([400, message]);
    }
    const noId = await expense(t, travelAdmin, 'deletepopularplace', {});
    expect([noId.statusCode, messageOf(noId)]).toEqual([400, 'recordid is required']);
  });
});

describe('another company’s finance admin', () => {
  it('sees none of Acme’s records and cannot change them', async () => {
    const [categories, vehicles, update] = await asGlobexFinance(t, async (token) => [
      await ok(token, 'viewallCategoriesCorporate', { includeinactive: true, pagesize: 500 }),
      await ok(token, 'viewallvehicles', { includeinactive: true }),
      await expense(t, token, 'updatevehicle', vehicle({ vehicleid: 'VH1001CAR' })),
    ]);
    expect(categories.Category.some((c: { categoryid: string }) => c.categoryid.startsWith('CT1001'))).toBe(false);
    expect(vehicles.VehicleMaster.map((v: { vehicleid: string }) => v.vehicleid)).toEqual(['VH1002CAR']);
    expect(update.statusCode).toBe(403);
    const [car] = await t.store.db.select().from(vehicleMasters).where(and(eq(vehicleMasters.id, 'VH1001CAR'), eq(vehicleMasters.verified, true)));
    expect(car?.vehicleType).toBe('Car');
  });
});

describe('who may do what', () => {
  for (const role of ROLES) {
    const finance = FINANCE_ADMINS.includes(role);
    const travel = TRAVEL_ADMINS.includes(role);
    it(`${role}: reads every list; categories and vehicles ${finance ? 'editable' : 'refused'}, places ${travel ? 'editable' : 'refused'}`, async () => {
      const before = await Promise.all([
        t.store.db.select().from(expenseCategories),
        t.store.db.select().from(vehicleMasters),
        t.store.db.select().from(popularPlaces),
      ]);
      const answers = await asRole(t, role, async (token) => ({
        reads: [
          await expense(t, token, 'viewallCategoriesCorporate'),
          await expense(t, token, 'viewallvehicles'),
          await expense(t, token, 'viewpopularplaces'),
        ],
        financeWrites: [
          await expense(t, token, 'addcategory', category({ categorycode: `R-${role}` })),
          await expense(t, token, 'updatecategory', category({ categoryid: 'CT1001OTHER', categoryname: 'Other', categorycode: 'OTHER', expensekind: 'nontravel' })),
          await expense(t, token, 'addvehicle', vehicle({ vehicletype: `Van of ${role}` })),
          await expense(t, token, 'updatevehicle', vehicle({ vehicleid: 'VH1001CAR', vehicletype: 'Car', fueltype: 'Petrol', rateperkm: '12' })),
          await expense(t, token, 'verifyvehiclemaster', { jsondata: { VehicleMaster: { vehicleid: 'VH1001CAR', verified: true } } }),
        ],
        travelWrites: [
          await expense(t, token, 'addpopularplace', place({ placename: `Place of ${role}` })),
          await expense(t, token, 'deletepopularplace', { recordid: 'nothing-here' }),
        ],
      }));
      for (const response of answers.reads) expect(response.statusCode, response.body).toBe(200);
      for (const response of answers.financeWrites) expect(response.statusCode, response.body).toBe(finance ? 200 : 403);
      expect(answers.travelWrites[0]!.statusCode, answers.travelWrites[0]!.body).toBe(travel ? 200 : 403);
      expect(messageOf(answers.travelWrites[1]!)).toBe(travel ? 'recordid: popular place not found' : `Your role (${role}) may not use TG-EXPENSE deletepopularplace`);
      if (!finance) {
        expect(await t.store.db.select().from(expenseCategories)).toEqual(before[0]);
        expect(await t.store.db.select().from(vehicleMasters)).toEqual(before[1]);
      }
      if (!travel) expect(await t.store.db.select().from(popularPlaces)).toEqual(before[2]);
    });
  }
});
