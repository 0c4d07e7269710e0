import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trips } from '../../server/store/schema';
import { type TestApp, createTestApp } from './helpers/test-app';
import { createTrip, expense, fullTrip, messageOf, superadminCall, validTrip } from './trips-fixtures';

let t: TestApp;
let traveller: string;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
});
afterAll(() => t.close());

describe('trip types', () => {
  it('lists the company’s trip types', async () => {
    const { list } = (await expense(t, traveller, 'gettriptypeforcorporate', { corporateid: '1001' })).json();
    expect(list).toEqual([
      { triptypeid: 'TT1001D', triptypename: 'Domestic', domint: 'domestic', triplocationgroupid: '' },
      { triptypeid: 'TT1001I', triptypename: 'International', domint: 'international', triplocationgroupid: '' },
    ]);
  });

  it.each([
    ['TT1001D', ['IN'], true, 'domestic'],
    ['TT1001D', 'IN,AE', false, 'international'],
    ['TT1001I', ['SG'], true, 'international'],
    ['TT1001I', ['in'], false, 'domestic'],
    ['', ['US'], true, 'international'],
    ['TT1002D', ['IN'], false, 'domestic'],
  ])('validates %s for %j: valid %s (%s)', async (triptypeid, destinationcountries, valid, domint) => {
    const answer = (await expense(t, traveller, 'gettriptypeforcorporate_validation', { corporateid: '1001', triptypeid, destinationcountries })).json();
    expect(answer).toMatchObject({ valid, domint, ApiStatus: { Status: valid ? 'OK' : 'NOK' } });
    expect(answer.message).not.toBe('');
  });

  it('judges by the company’s home country (Globex: US)', async () => {
    const globex = await t.token('traveller@globex.test');
    const answer = (await expense(t, globex, 'gettriptypeforcorporate_validation', { triptypeid: 'TT1002D', destinationcountries: ['US'] })).json();
    expect(answer).toMatchObject({ valid: true, domint: 'domestic' });
  });

  it('answers a field-named 400 without destination countries', async () => {
    const response = await expense(t, traveller, 'gettriptypeforcorporate_validation', { triptypeid: 'TT1001D' });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toContain('destinationcountries');
  });
});

describe('getprojectsforemployee', () => {
  const projectIds = async (extra: object) => ((await expense(t, traveller, 'getprojectsforemployee', { corporateid: '1001', profileid: '20001', ...extra })).json().list as { projectid: string }[]).map((p) => p.projectid);

  it('picks projects by trip type', async () => {
    expect(await projectIds({ triptypeid: 'TT1001D' })).toEqual(['PRJ1001A', 'PRJ1001B']);
    expect(await projectIds({ triptypeid: 'TT1001I' })).toEqual(['PRJ1001A', 'PRJ1001C']);
  });

  it('picks projects valid over the dates', async () => {
    expect(await projectIds({ fromdate: '2026-04-01', todate: '2026-04-05' })).toEqual(['PRJ1001A', 'PRJ1001C', 'PRJ1001B']);
    expect(await projectIds({ fromdate: '2025-03-01', todate: '2025-03-02' })).toEqual(['PRJ1001A', 'PRJ1001B']);
    expect(await projectIds({ fromdate: '2031-01-01', todate: '2031-01-02' })).toEqual(['PRJ1001A', 'PRJ1001B']);
  });

  it('needs a trip type or both dates', async () => {
    const response = await expense(t, traveller, 'getprojectsforemployee', { fromdate: '2026-04-01' });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe('triptypeid or fromdate and todate is required');
  });

  it('never shows another company’s projects', async () => {
    const globex = await t.token('traveller@globex.test');
    const { list } = (await expense(t, globex, 'getprojectsforemployee', { triptypeid: 'TT1002D' })).json();
    expect(list.map((p: { projectid: string }) => p.projectid)).toEqual(['PRJ1002A']);
  });
});

describe('TG-GETTRIPVALIDATIONS', () => {
  it('gives the company’s trip rules', async () => {
    const response = await t.service(traveller, { opid: 'TG-GETTRIPVALIDATIONS', corporateid: '1001' });
    expect(response.json()).toEqual({
      ApiStatus: { Status: 'OK' },
      validations: { mindaysbeforetravel: 0, maxtripdays: 90, purposerequired: true, projectrequired: false, reasonrequired: false, costcentrerequired: false, billablecustomerrequired: false, approvalmode: 'before', approvallevels: 1, homecountry: 'IN' },
    });
    const globex = await t.token('traveller@globex.test');
    expect((await t.service(globex, { opid: 'TG-GETTRIPVALIDATIONS' })).json().validations).toMatchObject({ approvallevels: 2, homecountry: 'US' });
  });
});

describe('TG-SUPERADMIN updatetriptype and updatetripdetails', () => {
  it('lets the traveller change a draft’s type and details', async () => {
    const tripid = await createTrip(t, traveller, { destinationcountries: ['IN', 'NP'] });
    expect((await fullTrip(t, traveller, tripid)).trip.triptypeid).toBe('TT1001I');
    const wrongType = await superadminCall(t, traveller, 'updatetriptype', { tripid, triptypeid: 'TT1001D' });
    expect(wrongType.statusCode).toBe(400);
    const details = await superadminCall(t, traveller, 'updatetripdetails', { jsondata: { ...validTrip(t, { tripname: 'Renamed', travelreason: 'Others', otherreason: 'Audit' }), tripid } });
    expect(details.statusCode, details.body).toBe(200);
    expect((await fullTrip(t, traveller, tripid)).trip).toMatchObject({ tripname: 'Renamed', trip_purpose: 'Others - Audit', triptypeid: 'TT1001D', domint: 'domestic' });
    const mismatch = await superadminCall(t, traveller, 'updatetriptype', { tripid, triptypeid: 'TT1001D', domint: 'international' });
    expect(messageOf(mismatch)).toBe('domint: Domestic is domestic');
  });

  it('lets a superadmin correct a trip past its editable statuses, on the record', async () => {
    const tripid = await createTrip(t, traveller);
    await t.store.db.update(trips).set({ status: 'ticketed' }).where(eq(trips.id, tripid));
    expect((await superadminCall(t, traveller, 'updatetripdetails', { jsondata: { ...validTrip(t), tripid } })).statusCode).toBe(409);
    const superadmin = await t.token('superadmin@acme.test');
    const response = await superadminCall(t, superadmin, 'updatetripdetails', { jsondata: { ...validTrip(t, { tripname: 'Fixed by admin' }), tripid } });
    expect(response.statusCode, response.body).toBe(200);
    const full = await fullTrip(t, traveller, tripid);
    expect(full.trip).toMatchObject({ tripname: 'Fixed by admin', status: 'ticketed', traveller_profileid: '20001' });
    expect(full.tracker.at(-1)).toMatchObject({ action: 'ADMIN_EDIT', fromstatus: 'ticketed', tostatus: 'ticketed', byprofileid: '20005' });
  });

  it('refuses a superadmin of another company', async () => {
    const tripid = await createTrip(t, traveller);
    const globex = await t.token('traveller@globex.test');
    expect((await superadminCall(t, globex, 'updatetriptype', { tripid, triptypeid: 'TT1002D' })).statusCode).toBe(403);
  });
});
