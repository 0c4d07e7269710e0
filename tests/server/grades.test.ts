import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, grades, profiles } from '../../server/store/schema';
import type { BulkImportResponse } from '../../src/contract/bulk-import/routes';
import { PEOPLE_HEADER, importCsv } from './bulk-import-fixtures';
import { type TestApp, createTestApp } from './helpers/test-app';
import { okCall, refusal } from './masters-org-fixtures';

/*
 * Grades (docs/features/masters.md "Grades"): the master kept as departments are, a person's grade
 * set by the people calls and the people import, and another company's grade refused everywhere.
 * Travel policies assigned by grade: policy-grades.test.ts.
 */

let t: TestApp;
let admin: string;
let finance: string;
let globexAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.token('traveladmin@acme.test');
  finance = await t.token('finance@acme.test');
  globexAdmin = await t.token('traveladmin@globex.test');
});
afterAll(() => t.close());

const grade = (fields: Record<string, unknown>) => ({ jsondata: { CorporateGrade: { gradename: 'Vice president', gradecode: 'VP', ...fields } } });
const DUPLICATE = 'jsondata.CorporateGrade.gradecode: another grade of your company has this code';
const gradeOf = async (profileId: string) => (await t.store.db.select({ g: profiles.gradeId }).from(profiles).where(eq(profiles.id, profileId)))[0]?.g;

describe('the grade master', () => {
  it('adds a grade with its code upper-cased, lists it, and records the change', async () => {
    const { gradeid } = (await okCall(t, admin, 'addgrade', grade({ gradename: ' Vice president ', gradecode: 'vp' }))) as { gradeid: string };
    const page = await okCall(t, finance, 'viewgradewithcorporateid', { searchtext: 'vice' });
    expect(page.CorporateGrade).toEqual([{ gradeid, gradename: 'Vice president', gradecode: 'VP', status: 'active' }]);
    const all = await okCall(t, admin, 'viewgradewithcorporateid', { sortby: 'gradecode' });
    expect((all.CorporateGrade as { gradecode: string }[]).map((g) => g.gradecode)).toEqual(['DIR', 'E1', 'M2', 'VP']);
    const [audit] = await t.store.db.select().from(adminAudit).where(eq(adminAudit.entityId, gradeid));
    expect([audit?.entity, audit?.action]).toEqual(['CorporateGrade', 'create']);
  });

  it('updates and deactivates a grade, refuses a duplicate code and another company’s grade', async () => {
    await okCall(t, admin, 'updategrade', grade({ gradeid: 'GR1001DIR', gradename: 'Director', gradecode: 'D1', status: 'inactive' }));
    const [row] = await t.store.db.select().from(grades).where(eq(grades.id, 'GR1001DIR'));
    expect([row?.code, row?.status]).toEqual(['D1', 'inactive']);
    expect(await refusal(t, admin, 'addgrade', grade({ gradecode: 'e1' }))).toEqual([400, DUPLICATE]);
    expect(await refusal(t, admin, 'updategrade', grade({ gradeid: 'GR1001DIR', gradecode: 'M2' }))).toEqual([400, DUPLICATE]);
    expect(await refusal(t, globexAdmin, 'updategrade', grade({ gradeid: 'GR1001E1', gradecode: 'E1' }))).toEqual([403, 'jsondata.CorporateGrade.gradeid: grade not found']);
    expect((await okCall(t, globexAdmin, 'viewgradewithcorporateid')).CorporateGrade).toEqual([]);
    // Codes are unique within a company only.
    expect((await okCall(t, globexAdmin, 'addgrade', grade({ gradecode: 'E1' }))).gradeid).toMatch(/^GR/);
  });

  it('refuses bad input and other roles', async () => {
    expect(await refusal(t, admin, 'addgrade', grade({ gradecode: 'A B' }))).toEqual([400, 'jsondata.CorporateGrade.gradecode: gradecode may hold only letters, digits, -, _ and /']);
    expect(await refusal(t, admin, 'addgrade', grade({ gradename: '' }))).toEqual([400, 'jsondata.CorporateGrade.gradename: gradename is required']);
    expect((await refusal(t, finance, 'addgrade', grade({ gradecode: 'X1' })))[0]).toBe(403);
    expect((await refusal(t, await t.token('traveller@acme.test'), 'viewgradewithcorporateid'))[0]).toBe(403);
  });
});

describe("a person's grade", () => {
  const person = (fields: object) => ({
    jsondata: { UserProfile: { title: 'Mr', first_name: 'Dev', last_name: 'Patel', email: 'dev@acme.test', mobilenumber: '9812300001', ...fields } },
  });
  const listed = async (searchval: string) =>
    ((await okCall(t, admin, 'searchcorporatetravellerslite', { searchby: 'email', searchval })).ProfileLite as { gradeid: string; gradename: string }[])[0];

  it('is set when the person is added, shown in the list, and must be a grade of the company', async () => {
    expect(await refusal(t, globexAdmin, 'addtraveller', person({ email: 'dev@globex.test', gradeid: 'GR1001E1' }))).toEqual([
      400,
      'jsondata.UserProfile.gradeid: no such grade in your company',
    ]);
    const { profileid } = (await okCall(t, admin, 'addtraveller', person({ gradeid: 'GR1001M2' }))) as { profileid: string };
    expect(await gradeOf(profileid)).toBe('GR1001M2');
    expect(await listed('dev@acme.test')).toMatchObject({ gradeid: 'GR1001M2', gradename: 'Manager' });
    expect(await listed('traveller@acme.test')).toMatchObject({ gradeid: 'GR1001E1', gradename: 'Executive' });
    expect(await listed('finance@acme.test')).toMatchObject({ gradeid: '', gradename: '' });
  });

  it('is changed with the role, kept when left out, cleared with an empty id', async () => {
    const edit = (fields: object) => ({ userid: '20003', corporate_role: 'travelcoordinator', reportstoid: '', ...fields });
    await okCall(t, admin, 'updateuserrole', edit({ gradeid: 'GR1001E1' }));
    expect(await gradeOf('20003')).toBe('GR1001E1');
    await okCall(t, admin, 'updateuserrole', edit({}));
    expect(await gradeOf('20003')).toBe('GR1001E1');
    expect(await refusal(t, admin, 'updateuserrole', edit({ gradeid: 'GR-unknown' }))).toEqual([400, 'gradeid: no such grade in your company']);
    await okCall(t, admin, 'updateuserrole', edit({ gradeid: '' }));
    expect(await gradeOf('20003')).toBeNull();
  });

  it('is read by code from the people import; an unknown code is a problem of the grade column', async () => {
    const file = (...rows: string[]) => `${[`${PEOPLE_HEADER},grade`, ...rows].join('\r\n')}\r\n`;
    const rows = ['imp1@acme.test,Mr,Ravi,Kumar,9876500101,91,Male,,employee,,,,m2', 'imp2@acme.test,Mr,Ravi,Shah,9876500102,91,Male,,employee,,,,'];
    const checked = (await importCsv(t, admin, 'people', 'check', file(...rows, 'imp3@acme.test,Mr,Ravi,Das,9876500103,91,Male,,employee,,,,ZZ'))).json() as BulkImportResponse;
    expect(checked.Import.problems).toEqual([{ line: 4, column: 'grade', message: 'grade ZZ is not a grade of your company' }]);
    const imported = (await importCsv(t, admin, 'people', 'import', file(...rows))).json() as BulkImportResponse;
    expect(imported.Import.imported).toBe(2);
    const [one] = await t.store.db.select({ g: profiles.gradeId }).from(profiles).where(eq(profiles.userId, 'imp1@acme.test'));
    const [two] = await t.store.db.select({ g: profiles.gradeId }).from(profiles).where(eq(profiles.userId, 'imp2@acme.test'));
    expect([one?.g, two?.g]).toEqual(['GR1001M2', null]);
  });
});
