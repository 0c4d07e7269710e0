import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, projects } from '../../server/store/schema';
import { type TestApp, createTestApp } from './helpers/test-app';
import { ACME_WALLET, book, bookingRequest, priceFor, setBalance } from './insurance-booking-fixtures';
import { okCall, project, refusal } from './masters-org-fixtures';
import { createTrip, expense, fullTrip } from './trips-fixtures';

/*
 * Projects (docs/features/masters.md "Organisation masters"): the admin list and edits, the cost
 * centre they take their department from, deactivation (gone from the forms, kept on trips) and
 * deletion refused while trips or bookings name the project.
 */

let t: TestApp;
let admin: string;
let traveller: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.token('traveladmin@acme.test');
  traveller = await t.token('traveller@acme.test');
});
afterAll(() => t.close());

type Rows = Record<string, unknown>[];
const offeredForTripType = async (triptypeid: string) =>
  ((await okCall(t, traveller, 'getprojectsforemployee', { triptypeid })).list as Rows).map((p) => p.projectid);

describe('adding and listing projects', () => {
  it('adds a project that takes its department from its cost centre, from today unless told', async () => {
    const { projectid } = await okCall(t, admin, 'addproject', project({ projectcode: 'acm-dlr', departmentid: 'DP1001E', profileids: ['20001', '20001'] }));
    const page = await okCall(t, admin, 'viewprojectwithcorpid', { searchtext: 'dealer' });
    expect(page.Projects).toEqual([
      {
        projectid,
        projectname: 'Dealer meet',
        projectcode: 'ACM-DLR',
        costcenterid: 'CC1001S',
        departmentid: 'DP1001S',
        triptypeid: '',
        validfrom: '2026-03-01',
        validto: '',
        profileids: ['20001'],
        status: 'active',
      },
    ]);
    expect(await offeredForTripType('TT1001D')).toContain(projectid);
  });

  it('pages and sorts by code, and searches % literally', async () => {
    const page = await okCall(t, admin, 'viewprojectwithcorpid', { sortby: 'projectcode', pagesize: 2, pageno: 2 });
    expect((page.Projects as Rows).map((p) => p.projectcode)).toEqual(['ACM-ONB', 'ACM-PLX']);
    expect(page.totalcount).toBe(4);
    expect((await okCall(t, admin, 'viewprojectwithcorpid', { searchtext: '%' })).totalcount).toBe(0);
  });

  it('refuses references outside the company and bad input with a 400 naming the field', async () => {
    const cases = [
      [{ costcenterid: 'CC1002O' }, 'jsondata.Projects.costcenterid: no such cost centre in your company'],
      [{ triptypeid: 'TT1002D' }, 'jsondata.Projects.triptypeid: no such trip type in your company'],
      [{ profileids: ['30001'] }, 'jsondata.Projects.profileids: not a colleague of your company'],
      [{ validfrom: '2026-05-01', validto: '2026-04-30' }, 'jsondata.Projects.validto: validto must not be before validfrom'],
      [{ validto: '2026-02-30' }, 'jsondata.Projects.validto: validto is not a calendar date'],
      [{ projectname: '' }, 'jsondata.Projects.projectname: projectname is required'],
      [{ projectcode: 'acm-onb' }, 'jsondata.Projects.projectcode: another project of your company has this code'],
    ] as const;
    for (const [fields, message] of cases) {
      expect(await refusal(t, admin, 'addproject', project({ projectcode: 'NEW-1', ...fields }))).toEqual([400, message]);
    }
  });
});

describe('updating and deactivating projects', () => {
  it('refuses another company’s project, and moves one to another cost centre', async () => {
    expect(await refusal(t, admin, 'updateproject', project({ projectid: 'PRJ1002A', projectcode: 'GLX-FOP' }))).toEqual([
      403,
      'jsondata.Projects.projectid: project not found',
    ]);
    await okCall(t, admin, 'updateproject', project({ projectid: 'PRJ1001B', projectname: 'Plant expansion', projectcode: 'ACM-PLX', costcenterid: 'CC1001S', triptypeid: 'TT1001D', validfrom: '2025-01-01' }));
    const [row] = await t.store.db.select().from(projects).where(eq(projects.id, 'PRJ1001B'));
    expect([row?.costCenterId, row?.departmentId]).toEqual(['CC1001S', 'DP1001S']);
    const [audit] = await t.store.db.select().from(adminAudit).where(eq(adminAudit.entityId, 'PRJ1001B'));
    expect([audit?.action, (audit?.before as { costcenterid: string }).costcenterid]).toEqual(['update', 'CC1001E']);
  });

  it('a deactivated project leaves the forms but stays on the trips that name it', async () => {
    const tripid = await createTrip(t, traveller, { trip_projectid: 'PRJ1001A' });
    expect((await okCall(t, traveller, 'getprojectsforcostcenter', { costcenterid: 'CC1001S' })).Projects).toContainEqual(expect.objectContaining({ projectid: 'PRJ1001A' }));
    await okCall(t, admin, 'updateproject', project({ projectid: 'PRJ1001A', projectname: 'Client onboarding', projectcode: 'ACM-ONB', validfrom: '2025-01-01', status: 'inactive' }));
    expect(await offeredForTripType('TT1001D')).not.toContain('PRJ1001A');
    const forCostCentre = (await okCall(t, traveller, 'getprojectsforcostcenter', { costcenterid: 'CC1001S' })).Projects as Rows;
    expect(forCostCentre.map((p) => p.projectid)).not.toContain('PRJ1001A');
    expect((await fullTrip(t, traveller, tripid)).trip.trip_projectid).toBe('PRJ1001A');
    expect(await refusal(t, traveller, 'getprojectsforcostcenter', { costcenterid: 'CC1002O' })).toEqual([403, 'costcenterid: cost centre not found']);
  });
});

describe('deleteproject', () => {
  it('deletes a project nothing names, and records it', async () => {
    const { projectid } = await okCall(t, admin, 'addproject', project({ projectcode: 'SHORT' }));
    await okCall(t, admin, 'deleteproject', { projectid });
    expect(await t.store.db.select().from(projects).where(eq(projects.id, projectid as string))).toEqual([]);
    const [audit] = await t.store.db.select().from(adminAudit).where(eq(adminAudit.entityId, projectid as string)).orderBy(adminAudit.at);
    expect(audit?.action).toBe('create');
    const actions = (await t.store.db.select().from(adminAudit).where(eq(adminAudit.entityId, projectid as string))).map((a) => a.action);
    expect(actions.sort()).toEqual(['create', 'delete']);
  });

  it('refuses while trips and bookings name it, saying how many', async () => {
    const { projectid } = await okCall(t, admin, 'addproject', project({ projectcode: 'BUSY' }));
    await createTrip(t, traveller, { trip_projectid: projectid });
    expect(await refusal(t, admin, 'deleteproject', { projectid })).toEqual([400, 'projectid: 1 trip uses this project']);
    await createTrip(t, traveller, { trip_projectid: projectid });
    await setBalance(t.store.db, ACME_WALLET, 1_000_000_00n);
    const booked = await book(t, traveller, bookingRequest(await priceFor(t, traveller), undefined, { projectid }));
    expect(booked.statusCode, booked.body).toBe(200);
    expect(await refusal(t, admin, 'deleteproject', { projectid })).toEqual([400, 'projectid: 2 trips and 1 booking use this project']);
    expect(await t.store.db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectid as string))).toHaveLength(1);
  });

  it('refuses another company’s project and anyone but a travel admin', async () => {
    expect(await refusal(t, admin, 'deleteproject', { projectid: 'PRJ1002A' })).toEqual([403, 'projectid: project not found']);
    const finance = await expense(t, await t.token('finance@acme.test'), 'deleteproject', { projectid: 'PRJ1001C' });
    expect(finance.statusCode).toBe(403);
    expect(await refusal(t, admin, 'deleteproject', {})).toEqual([400, 'projectid is required']);
  });
});
