import { count, eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_ENTITIES, IMPORT_ENTITY_NAMES, importColumns } from '../../src/contract/bulk-import/entities';
import type { BulkImportResponse } from '../../src/contract/bulk-import/routes';
import { ROLES, type Role } from '../../src/contract/roles';
import { parseCsv } from '../../src/domain/csv';
import { adminAudit, costCenters, departments, personAccounts, profiles, projects } from '../../server/store/schema';
import { tokensForEveryRole } from './helpers/role-tokens';
import { type TestApp, createTestApp } from './helpers/test-app';
import { PEOPLE_HEADER, exportCsv, importCsv, peopleRows } from './bulk-import-fixtures';

/* Bulk import and export (docs/features/bulk-import.md): dry run, one-transaction import, roles, company scope. */


let t: TestApp;
let tokens: Map<Role, string>;
const token = (role: Role) => tokens.get(role)!;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await tokensForEveryRole(t);
  // Seven logins (argon2 each) on a fresh PGlite: more than the default minute on a loaded CI runner.
}, 180_000);
afterAll(() => t.close());

const report = (response: { json: () => unknown }) => (response.json() as BulkImportResponse).Import;
const profileCount = async () => (await t.store.db.select({ n: count() }).from(profiles))[0]!.n;
const csv = (...lines: string[]) => `${lines.join('\r\n')}\r\n`;

describe('people import', () => {
  const dirty = csv(
    PEOPLE_HEADER,
    'ok1@acme.test,Mr,Ravi,Kumar,9876500001,91,Male,,employee,,SALES,SAL',
    'not-an-email,Mr,,Kumar,12ab,91,Male,1990-02-30,pilot,,,',
    'traveller@acme.test,Ms,Sita,Ram,9876500003,91,Female,,employee,,,',
    'ok1@acme.test,Mr,Ravi,Again,9876500004,91,Male,,employee,,,',
    // Globex's department and cost centre and a Globex manager are not references of Acme.
    'ok5@acme.test,Mr,Amit,Shah,9876500005,91,Male,,employee,manager@globex.test,OPS,OPS',
    'ok6@acme.test,Mr,Amit,Shah,9876500006,91,Male,,employee,,SALES,ENG',
  );

  it('reports every bad line and column in a dry run and writes nothing', async () => {
    const before = await profileCount();
    const response = await importCsv(t, token('traveladmin'), 'people', 'check', dirty);
    expect(response.statusCode).toBe(200);
    expect(response.json().ApiStatus.Status).toBe('NOK');
    const { problems, rows, imported } = report(response);
    expect([rows, imported]).toEqual([6, 0]);
    expect(problems.map((p) => [p.line, p.column])).toEqual([
      [3, 'email'], [3, 'firstname'], [3, 'mobile'], [3, 'birthdate'], [3, 'role'],
      [4, 'email'],
      [5, 'email'],
      [6, 'manageremail'], [6, 'departmentcode'], [6, 'costcentercode'],
      [7, 'costcentercode'],
    ]);
    expect(problems.find((p) => p.line === 3 && p.column === 'firstname')?.message).toBe('firstname is required');
    expect(problems.find((p) => p.line === 5)?.message).toBe('email ok1@acme.test is already on line 2 of this file');
    expect(problems.find((p) => p.line === 6 && p.column === 'departmentcode')?.message).toBe('departmentcode OPS is not a department of your company');
    expect(await profileCount()).toBe(before);
  });

  it('refuses to import a dirty file: nothing written, no audit entry', async () => {
    const before = await profileCount();
    const response = await importCsv(t, token('traveladmin'), 'people', 'import', dirty);
    expect([report(response).imported, report(response).problemcount]).toEqual([0, 11]);
    expect(await profileCount()).toBe(before);
    expect(await t.store.db.select().from(adminAudit).where(like(adminAudit.entityId, 'IMPORT%'))).toEqual([]);
  });

  it('imports a clean file in one go: managers by e-mail, departments by code, activation pending, one audit entry', async () => {
    const text = csv(
      PEOPLE_HEADER,
      'lead@acme.test,Mrs,Meera,Pillai,9876511111,91,Female,1985-03-04,travelmanager,manager@acme.test,,SAL',
      'member@acme.test,Mr,Karan,Joshi,9876522222,+91,Male,,employee,lead@acme.test,ENGG,',
    );
    expect(report(await importCsv(t, token('traveladmin'), 'people', 'check', text)).problemcount).toBe(0);
    const response = await importCsv(t, token('superadmin'), 'people', 'import', text, 'people.csv');
    expect(response.json().ApiStatus).toEqual({ Status: 'OK', Message: '2 row(s) imported' });
    const [lead] = await t.store.db.select().from(profiles).where(eq(profiles.userId, 'lead@acme.test'));
    const [member] = await t.store.db.select().from(profiles).where(eq(profiles.userId, 'member@acme.test'));
    expect([lead?.corporateId, lead?.reportsTo, lead?.departmentId, lead?.role, lead?.userVerified, lead?.passwordHash]).toEqual(['1001', '20002', 'DP1001S', 'travelmanager', false, '!']);
    const [account] = await t.store.db.select().from(personAccounts).where(eq(personAccounts.profileId, lead!.id));
    expect([account?.status, account?.addedBy]).toEqual(['pending', '20005']);
    expect([member?.reportsTo, member?.departmentId, member?.mobileCountryCode]).toEqual([lead?.id, 'DP1001E', '91']);
    // No password is known: the demo password does not log them in.
    expect((await t.login('member@acme.test')).statusCode).not.toBe(200);
    const audit = await t.store.db.select().from(adminAudit).where(like(adminAudit.entityId, 'IMPORT%'));
    expect(audit.map((a) => [a.entity, a.actorProfileId, a.after])).toEqual([['UserProfile', '20005', { import: 'people', file: 'people.csv', rows: 2 }]]);
    // Imported again, every line is now a duplicate of the company.
    expect(report(await importCsv(t, token('traveladmin'), 'people', 'check', text)).problems.map((p) => p.column)).toEqual(['email', 'email']);
  });
});

describe('master imports and exports', () => {
  it('imports departments, then cost centres and projects naming them by code; refuses another company’s codes', async () => {
    const deps = csv('departmentname,departmentcode,status', 'Legal,leg,', '"Research, Labs",LAB,inactive');
    expect(report(await importCsv(t, token('traveladmin'), 'departments', 'import', deps)).imported).toBe(2);
    const [lab] = await t.store.db.select().from(departments).where(eq(departments.code, 'LAB'));
    expect([lab?.name, lab?.status, lab?.corporateId]).toEqual(['Research, Labs', 'inactive', '1001']);

    const foreign = csv('costcentername,costcentercode,departmentcode', 'Ops,OPS2,OPS');
    const refused = report(await importCsv(t, token('financeadmin'), 'costcentres', 'import', foreign));
    expect(refused.problems).toEqual([{ line: 2, column: 'departmentcode', message: 'departmentcode OPS is not a department of your company' }]);

    expect(report(await importCsv(t, token('financeadmin'), 'costcentres', 'import', csv('costcentername,costcentercode,departmentcode', 'Contracts,LEG-C,LEG'))).imported).toBe(1);
    const [cc] = await t.store.db.select().from(costCenters).where(eq(costCenters.code, 'LEG-C'));
    const projectsCsv = csv('projectname,projectcode,costcentercode,validfrom,validto', 'Audit,LEG-AUD,LEG-C,2026-01-01,2025-01-01', 'Field,GLX-X,OPS,,');
    expect(report(await importCsv(t, token('traveladmin'), 'projects', 'check', projectsCsv)).problems.map((p) => [p.line, p.column])).toEqual([[2, 'validto'], [3, 'costcentercode']]);
    expect(report(await importCsv(t, token('traveladmin'), 'projects', 'import', csv('projectname,projectcode,costcentercode', 'Audit,LEG-AUD,LEG-C'))).imported).toBe(1);
    const [audit] = await t.store.db.select().from(projects).where(eq(projects.code, 'LEG-AUD'));
    expect([audit?.costCenterId, audit?.departmentId]).toEqual([cc?.id, cc?.departmentId]);
  });

  it('exports each list as CSV in the import columns, the company’s records only, and reads back', async () => {
    const response = await exportCsv(t, token('traveladmin'), 'departments');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = parseCsv(response.body);
    expect(header?.cells).toEqual(importColumns('departments'));
    expect(rows.map((r) => r.cells[1])).toEqual(expect.arrayContaining(['SALES', 'LAB']));
    expect(rows.map((r) => r.cells[1])).not.toContain('OPS');
    expect(rows.find((r) => r.cells[1] === 'LAB')?.cells[0]).toBe('Research, Labs');
    const people = parseCsv((await exportCsv(t, token('traveladmin'), 'people')).body).map((r) => r.cells[0]);
    expect(people).toContain('member@acme.test');
    expect(people).not.toContain('traveller@globex.test');
  });

  it('checks finance masters and popular places by their own rules', async () => {
    const categories = csv('categoryname,categorycode,expensekind,receiptrequiredabove,limitperday', 'Meals,meal,travel,500.5,1500', 'Fuel,FUEL,petrol,12.345,1.234');
    expect(report(await importCsv(t, token('financeadmin'), 'categories', 'check', categories)).problems).toEqual([
      { line: 3, column: 'expensekind', message: 'expensekind must be one of travel, monthlyallowance, taxsavings, nontravel' },
      { line: 3, column: 'receiptrequiredabove', message: 'receiptrequiredabove must be an amount like 1234.50' },
      { line: 3, column: 'limitperday', message: 'limitperday must be an amount like 1234.50, or empty for none' },
    ]);
    const customers = csv('name,code,gstin,active', 'Acme Retail,AR1,,no', 'Bad GST,AR2,27ABCDE1234F1Z,yes');
    expect(report(await importCsv(t, token('financeadmin'), 'billablecustomers', 'check', customers)).problems.map((p) => [p.line, p.column])).toEqual([[3, 'gstin']]);
    const places = csv('placename,city,countrycode,lat,lon', 'Pune office,Pune,in,18.52,73.85', 'Nowhere,X,IND,95,0');
    expect(report(await importCsv(t, token('traveladmin'), 'popularplaces', 'check', places)).problems.map((p) => [p.line, p.column])).toEqual([[3, 'countrycode'], [3, 'lat']]);
  });
});

describe('XLSX export and the formula guard', () => {
  const exportXlsx = (role: Role, entity: string, format = 'xlsx') =>
    t.app.inject({ method: 'GET', url: `/api/bulk-export/${entity}?format=${format}`, headers: { authorization: `Bearer ${token(role)}` } });

  it('answers one worksheet of string cells: bold frozen header, the company’s rows only', async () => {
    const deps = csv('departmentname,departmentcode', '"=HYPERLINK(""http://x"")",007');
    expect(report(await importCsv(t, token('traveladmin'), 'departments', 'import', deps)).imported).toBe(1);
    const response = await exportXlsx('traveladmin', 'departments');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe('attachment; filename="departments.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    expect(book.worksheets.map((w) => w.name)).toEqual(['Departments']);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...importColumns('departments')]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const rows = sheet.getRows(2, sheet.rowCount - 1)!.map((r) => [r.getCell(1).value, r.getCell(2).value, r.getCell(2).type]);
    expect(rows).toContainEqual(['=HYPERLINK("http://x")', '007', ExcelJS.ValueType.String]);
    expect(rows.map((r) => r[1])).not.toContain('OPS');
    expect((await exportXlsx('financeadmin', 'departments')).statusCode).toBe(403);
    expect((await exportXlsx('traveladmin', 'costcentres')).statusCode).toBe(403);
    const bad = await exportXlsx('traveladmin', 'departments', 'pdf');
    expect([bad.statusCode, bad.json().ResponseStatus.message]).toEqual([400, 'format must be csv or xlsx']);
  });

  it('guards formula cells in the CSV, keeps negative numbers, and the import reads the file back as written', async () => {
    const places = csv('placename,city,countrycode,lat,lon', '@Harbour view,Sydney,AU,-33.8568,151.2153');
    expect(report(await importCsv(t, token('traveladmin'), 'popularplaces', 'import', places)).imported).toBe(1);
    const exported = (await exportCsv(t, token('traveladmin'), 'popularplaces')).body;
    expect(exported).toContain("'@Harbour view,,Sydney,AU,-33.8568,151.2153\r\n");
    // Imported again, the place is the company's own: named as it was, without the guard's quote.
    const again = report(await importCsv(t, token('traveladmin'), 'popularplaces', 'check', exported));
    expect(again.problems.find((p) => p.message.includes('Harbour'))?.message).toBe('placename @Harbour view: another popular place of your company has it');
  });
});

describe('file and request problems', () => {
  it('names the header, syntax and file problems', async () => {
    const header = report(await importCsv(t, token('traveladmin'), 'departments', 'check', csv('departmentname,colour')));
    expect(header.problems).toEqual([
      { line: 1, column: 'colour', message: 'unknown column "colour" (columns: departmentname, departmentcode, status)' },
      { line: 1, column: 'departmentcode', message: 'column departmentcode is missing' },
    ]);
    const syntax = report(await importCsv(t, token('traveladmin'), 'departments', 'check', csv('departmentname,departmentcode', '"Open,X')));
    expect(syntax.problems).toEqual([{ line: 2, column: '', message: 'a quoted field is never closed' }]);
    const wrongType = await importCsv(t, token('traveladmin'), 'departments', 'check', 'x', 'photo.png');
    expect([wrongType.statusCode, wrongType.json().ResponseStatus.message]).toEqual([400, 'file: choose a .csv file (spreadsheets save one with "Save as CSV")']);
    const mode = await importCsv(t, token('traveladmin'), 'departments', 'now', 'x');
    expect([mode.statusCode, mode.json().ResponseStatus.message]).toEqual([400, 'mode must be check or import']);
    expect((await importCsv(t, token('traveladmin'), 'planets', 'check', 'x')).statusCode).toBe(404);
    expect((await importCsv(t, null, 'departments', 'check', 'x')).statusCode).toBe(401);
  });
});

describe('roles', () => {
  for (const entity of IMPORT_ENTITY_NAMES) {
    it(`lets only ${IMPORT_ENTITIES[entity].roles.join(', ')} import and export ${entity}`, async () => {
      const header = `${importColumns(entity).join(',')}\r\n`;
      for (const role of ROLES) {
        const allowed = IMPORT_ENTITIES[entity].roles.includes(role);
        const imported = await importCsv(t, token(role), entity, 'import', header);
        expect(imported.statusCode, `${role} import ${entity}`).toBe(allowed ? 200 : 403);
        expect((await exportCsv(t, token(role), entity)).statusCode, `${role} export ${entity}`).toBe(allowed ? 200 : 403);
      }
    });
  }

  it('a large file imports in batches within one transaction', async () => {
    const response = await importCsv(t, token('traveladmin'), 'people', 'import', csv(PEOPLE_HEADER, ...peopleRows(1200)));
    expect(report(response).imported).toBe(1200);
    expect((await t.store.db.select({ n: count() }).from(profiles).where(like(profiles.userId, 'bulk%')))[0]!.n).toBe(1200);
  });
});
