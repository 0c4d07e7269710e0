import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../src/contract/roles';
import { adminAudit, corporateBudgets, costCenters, departments, profiles, projects } from '../../server/store/schema';
import { type TestApp, createTestApp } from './helpers/test-app';
import { budget, costCentre, department, okCall, project, refusal } from './masters-org-fixtures';
import { expense } from './trips-fixtures';

/*
 * Organisation masters (docs/features/masters.md "Organisation masters"): departments, cost
 * centres and budgets, who may call what, foreign ids and bad input. Projects:
 * masters-org-projects.test.ts.
 */

let t: TestApp;
let travelAdmin: string;
let finance: string;
let traveller: string;
beforeAll(async () => {
  t = await createTestApp();
  travelAdmin = await t.token('traveladmin@acme.test');
  finance = await t.token('finance@acme.test');
  traveller = await t.token('traveller@acme.test');
});
afterAll(() => t.close());

type Rows = Record<string, unknown>[];

describe('departments', () => {
  it('adds a department with its code upper-cased, lists and finds it, and records the change', async () => {
    const added = await okCall(t, travelAdmin, 'adddepartment', department({ departmentname: ' Finance ', departmentcode: 'fin' }));
    const id = added.departmentid as string;
    const page = await okCall(t, finance, 'viewdepartmentwithcorporateid', { searchtext: 'fin' });
    expect(page.CorporateDepartment).toEqual([{ departmentid: id, departmentname: 'Finance', departmentcode: 'FIN', status: 'active' }]);
    expect(page.totalcount).toBe(1);
    const [audit] = await t.store.db.select().from(adminAudit).where(eq(adminAudit.entityId, id));
    expect([audit?.entity, audit?.action, audit?.actorProfileId]).toEqual(['CorporateDepartment', 'create', '20004']);
  });

  it('pages and sorts the list, and refuses an unknown sort column', async () => {
    const page = await okCall(t, travelAdmin, 'viewdepartmentwithcorporateid', { sortby: 'departmentcode', sortorder: 'desc', pagesize: 2, pageno: 1 });
    expect((page.CorporateDepartment as Rows).map((d) => d.departmentcode)).toEqual(['SALES', 'MKTG']);
    expect(page.totalcount).toBe(4);
    const bad = await refusal(t, travelAdmin, 'viewdepartmentwithcorporateid', { sortby: 'budget' });
    expect(bad).toEqual([400, 'sortby: sort by one of departmentname, departmentcode, status']);
  });

  it('updates a department, refuses a code another has and another company’s department', async () => {
    await okCall(t, travelAdmin, 'updatedepartment', department({ departmentid: 'DP1001E', departmentname: 'Engineering & R&D', departmentcode: 'ENGG' }));
    const [row] = await t.store.db.select().from(departments).where(eq(departments.id, 'DP1001E'));
    expect(row?.name).toBe('Engineering & R&D');
    expect(await refusal(t, travelAdmin, 'updatedepartment', department({ departmentid: 'DP1001E', departmentcode: 'sales' }))).toEqual([
      400,
      'jsondata.CorporateDepartment.departmentcode: another department of your company has this code',
    ]);
    expect(await refusal(t, travelAdmin, 'adddepartment', department({ departmentcode: 'SALES' }))).toEqual([
      400,
      'jsondata.CorporateDepartment.departmentcode: another department of your company has this code',
    ]);
    expect(await refusal(t, travelAdmin, 'updatedepartment', department({ departmentid: 'DP1002O', departmentcode: 'OPS' }))).toEqual([
      403,
      'jsondata.CorporateDepartment.departmentid: department not found',
    ]);
    const globex = await okCall(t, await t.token('traveladmin@globex.test'), 'adddepartment', department({ departmentcode: 'SALES' }));
    expect(globex.departmentid).toMatch(/^DP/);
  });

  it('names the department of a cost centre, for any role, and hides another company’s', async () => {
    const found = await okCall(t, traveller, 'viewdepartmentwithcostcenterid', { costcenterid: 'CC1001E' });
    expect((found.CorporateDepartment as Record<string, unknown>).departmentid).toBe('DP1001E');
    expect(await refusal(t, traveller, 'viewdepartmentwithcostcenterid', { costcenterid: 'CC1002O' })).toEqual([403, 'costcenterid: cost centre not found']);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases = [
      [department({ departmentname: '' }), 'jsondata.CorporateDepartment.departmentname: departmentname is required'],
      [department({ departmentcode: undefined }), 'jsondata.CorporateDepartment.departmentcode is required'],
      [department({ departmentcode: 'A B' }), 'jsondata.CorporateDepartment.departmentcode: departmentcode may hold only letters, digits, -, _ and /'],
      [department({ status: 'retired' }), 'jsondata.CorporateDepartment.status: status must be active or inactive'],
      [{ jsondata: {} }, 'jsondata.CorporateDepartment is required'],
    ] as const;
    for (const [body, message] of cases) expect(await refusal(t, travelAdmin, 'adddepartment', body)).toEqual([400, message]);
  });
});

describe('cost centres', () => {
  it('adds a cost centre of a department, and refuses a foreign or unknown department', async () => {
    const added = await okCall(t, finance, 'addcostcenter', costCentre({ costcentercode: 'isales' }));
    const page = await okCall(t, finance, 'viewcostcenterwithcorpid', { searchtext: 'ISAL' });
    expect(page.CostCenter).toEqual([
      { costcenterid: added.costcenterid, costcentername: 'Inside sales', costcentercode: 'ISALES', departmentid: 'DP1001S', status: 'active' },
    ]);
    for (const departmentid of ['DP1002O', 'nobody']) {
      expect(await refusal(t, finance, 'addcostcenter', costCentre({ costcentercode: 'X1', departmentid }))).toEqual([
        400,
        'jsondata.CostCenter.departmentid: no such department in your company',
      ]);
    }
    expect(await refusal(t, finance, 'addcostcenter', costCentre({ costcentercode: 'sal' }))).toEqual([
      400,
      'jsondata.CostCenter.costcentercode: another cost centre of your company has this code',
    ]);
    expect(await refusal(t, finance, 'addcostcenter', costCentre({ costcentername: ' ' }))).toEqual([
      400,
      'jsondata.CostCenter.costcentername: costcentername is required',
    ]);
  });

  it('moves a cost centre to another department together with its projects', async () => {
    const { costcenterid } = await okCall(t, finance, 'addcostcenter', costCentre({ costcentercode: 'MOVING' }));
    const { projectid } = await okCall(t, travelAdmin, 'addproject', project({ projectcode: 'MOVE-1', costcenterid }));
    await okCall(t, finance, 'updatecostcenter', costCentre({ costcenterid, costcentercode: 'MOVING', departmentid: 'DP1001E' }));
    const [moved] = await t.store.db.select().from(projects).where(eq(projects.id, projectid as string));
    expect(moved?.departmentId).toBe('DP1001E');
    expect(await refusal(t, finance, 'updatecostcenter', costCentre({ costcenterid: 'CC1002O', costcentercode: 'OPS', departmentid: 'DP1001S' }))).toEqual([
      403,
      'jsondata.CostCenter.costcenterid: cost centre not found',
    ]);
  });

  it('offers the forms only active cost centres: of a department, or of the employee’s department', async () => {
    const forSales = await okCall(t, traveller, 'getcostcentersfordepartment', { departmentid: 'DP1001S' });
    expect((forSales.CostCenter as Rows).map((c) => c.costcentercode)).toEqual(['ISALES', 'SAL']);
    const inactive = await okCall(t, traveller, 'getcostcentersfordepartment', { departmentid: 'DP1001M' });
    expect(inactive.CostCenter).toEqual([]);
    expect(await refusal(t, traveller, 'getcostcentersfordepartment', { departmentid: 'DP1002O' })).toEqual([403, 'departmentid: department not found']);
    const mine = await okCall(t, traveller, 'getcostcentersforemployee');
    expect((mine.CostCenter as Rows).map((c) => c.costcentercode)).toEqual(['ISALES', 'SAL']);
    const noDepartment = await okCall(t, await t.token('coordinator@acme.test'), 'getcostcentersforemployee');
    const codes = (noDepartment.CostCenter as Rows).map((c) => c.costcentercode);
    expect(codes).toContain('ENG');
    expect(codes).not.toContain('BRAND');
    expect(codes).not.toContain('OPS');
  });
});

describe('budgets', () => {
  it('adds a budget through the money module and lists it, for the department’s forms', async () => {
    const { budgetid } = await okCall(t, finance, 'addcorporatebudget', budget({ costcenterid: 'CC1001S' }));
    const [row] = await t.store.db.select().from(corporateBudgets).where(eq(corporateBudgets.id, budgetid as string));
    expect(row?.amountPaise).toBe(150_000_050n);
    const forms = await okCall(t, traveller, 'getcorporatebudgetsfordepartment', { departmentid: 'DP1001S' });
    expect((forms.CorporateBudget as Rows).map((b) => [b.financialyear, b.costcenterid, b.amount, b.currency])).toEqual([
      ['2027-28', 'CC1001S', '1500000.50', 'INR'],
      ['2026-27', '', '2500000.00', 'INR'],
    ]);
    const page = await okCall(t, finance, 'viewbudgetwithcorpid', { searchtext: '2027', sortby: 'amount' });
    expect([(page.CorporateBudget as Rows)[0]?.budgetid, page.totalcount]).toEqual([budgetid, 1]);
  });

  it('refuses a second budget for the same scope and year, and a cost centre of another department', async () => {
    expect(await refusal(t, finance, 'addcorporatebudget', budget({ financialyear: '2026-27' }))).toEqual([
      400,
      'jsondata.CorporateBudget.financialyear: this department (and cost centre) already has a budget for that year',
    ]);
    expect(await refusal(t, finance, 'addcorporatebudget', budget({ costcenterid: 'CC1001E' }))).toEqual([
      400,
      "jsondata.CorporateBudget.costcenterid: this cost centre is not in the budget's department",
    ]);
    expect(await refusal(t, finance, 'addcorporatebudget', budget({ departmentid: 'DP1002O' }))).toEqual([
      400,
      'jsondata.CorporateBudget.departmentid: no such department in your company',
    ]);
    expect(await refusal(t, finance, 'updatecorporatebudget', budget({ budgetid: 'BG1002O', departmentid: 'DP1001S' }))).toEqual([
      403,
      'jsondata.CorporateBudget.budgetid: budget not found',
    ]);
    expect(await refusal(t, traveller, 'getcorporatebudgetsfordepartment', { departmentid: 'DP1002O' })).toEqual([403, 'departmentid: department not found']);
  });

  it('updates and deactivates a budget, which leaves the forms', async () => {
    await okCall(t, finance, 'updatecorporatebudget', budget({ budgetid: 'BG1001S', financialyear: '2026-27', amount: '2600000', status: 'inactive' }));
    const forms = await okCall(t, traveller, 'getcorporatebudgetsfordepartment', { departmentid: 'DP1001S' });
    expect((forms.CorporateBudget as Rows).some((b) => b.budgetid === 'BG1001S')).toBe(false);
    const [row] = await t.store.db.select().from(corporateBudgets).where(eq(corporateBudgets.id, 'BG1001S'));
    expect(row?.amountPaise).toBe(260_000_000n);
  });

  it('refuses bad amounts and years with a 400 naming the field', async () => {
    const cases = [
      [{ amount: '' }, 'jsondata.CorporateBudget.amount: amount is required'],
      [{ amount: '12.345' }, 'jsondata.CorporateBudget.amount: amount must be an amount like 2500000.00'],
      [{ amount: '0' }, 'jsondata.CorporateBudget.amount: amount must be more than zero'],
      [{ amount: 5000 }, 'jsondata.CorporateBudget.amount: amount is required'],
      [{ financialyear: '2026-28' }, 'jsondata.CorporateBudget.financialyear: financialyear must be like 2026-27'],
      [{ currency: 'USD' }, 'jsondata.CorporateBudget.currency: currency must be INR'],
      [{ departmentid: '' }, 'jsondata.CorporateBudget.departmentid: departmentid is required'],
    ] as const;
    for (const [fields, message] of cases) expect(await refusal(t, finance, 'addcorporatebudget', budget(fields))).toEqual([400, message]);
  });
});

describe('who may call what', () => {
  const TRAVEL = ['traveladmin', 'superadmin'];
  const FINANCE = ['financeadmin', 'financemanager', 'superadmin'];
  const ADMINS = [...new Set([...TRAVEL, ...FINANCE])];
  const EVERYONE = [...ROLES];
  /** [action, body for role r, roles that may call it, table whose row count a refusal must leave alone]. */
  const calls = [
    ['adddepartment', (r: string) => department({ departmentcode: `D-${r}` }), TRAVEL, departments],
    ['updatedepartment', () => department({ departmentid: 'DP1001S', departmentname: 'Sales', departmentcode: 'SALES' }), TRAVEL, null],
    ['viewdepartmentwithcorporateid', () => ({}), ADMINS, null],
    ['viewdepartmentwithcostcenterid', () => ({ costcenterid: 'CC1001S' }), EVERYONE, null],
    ['addcostcenter', (r: string) => costCentre({ costcentercode: `C-${r}` }), FINANCE, costCenters],
    ['updatecostcenter', () => costCentre({ costcenterid: 'CC1001S', costcentername: 'Sales', costcentercode: 'SAL' }), FINANCE, null],
    ['viewcostcenterwithcorpid', () => ({}), ADMINS, null],
    ['getcostcentersfordepartment', () => ({ departmentid: 'DP1001S' }), EVERYONE, null],
    ['getcostcentersforemployee', () => ({}), EVERYONE, null],
    ['addproject', (r: string) => project({ projectcode: `P-${r}` }), TRAVEL, projects],
    ['viewprojectwithcorpid', () => ({}), TRAVEL, null],
    ['getprojectsforcostcenter', () => ({ costcenterid: 'CC1001S' }), EVERYONE, null],
    ['addcorporatebudget', (r: string) => budget({ departmentid: 'DP1001E', financialyear: `20${10 + ROLES.indexOf(r as never)}-${11 + ROLES.indexOf(r as never)}` }), FINANCE, corporateBudgets],
    ['viewbudgetwithcorpid', () => ({}), FINANCE, null],
    ['getcorporatebudgetsfordepartment', () => ({ departmentid: 'DP1001S' }), EVERYONE, null],
  ] as const;

  const countOf = async (table: typeof departments | typeof costCenters | typeof projects | typeof corporateBudgets) =>
    (await t.store.db.select({ id: table.id }).from(table).where(eq(table.corporateId, '1001'))).length;

  for (const role of ROLES) {
    it(`${role}: allowed calls answer 200, the others 403 and change nothing`, async () => {
      await t.store.db.update(profiles).set({ role }).where(eq(profiles.id, '20006'));
      const token = await t.token('finance@acme.test');
      try {
        for (const [action, body, allowed, table] of calls) {
          const before = table ? await countOf(table) : 0;
          const response = await expense(t, token, action, body(role));
          const mayCall = (allowed as readonly string[]).includes(role);
          expect(response.statusCode, `${role} ${action}: ${response.body}`).toBe(mayCall ? 200 : 403);
          if (table) expect(await countOf(table)).toBe(mayCall ? before + 1 : before);
        }
      } finally {
        await t.store.db.update(profiles).set({ role: 'financeadmin' }).where(eq(profiles.id, '20006'));
      }
    });
  }
});
