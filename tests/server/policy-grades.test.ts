import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_POLICY_RULES } from '../../src/contract/policy/rules';
import { call } from './flights-fixtures';
import { type TestApp, createTestApp } from './helpers/test-app';

/*
 * Travel policies assigned by grade (docs/features/policy.md "Policies, assignment and versions"):
 * a traveller's policy is their own assignment, else their grade's, else their department's, else
 * the default. Rahul (20001, traveller@acme.test) is in Sales (DP1001S) with grade E1 (GR1001E1).
 * Each policy here is told apart by its advance-purchase days, which GETFLIGHTPOLICY answers.
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

const policy = (token: string, actioncode: string, fields: Record<string, unknown> = {}) =>
  t.service(token, { opid: 'TG-TRAVELPOLICYADMIN', actioncode, ...fields });

async function ok(actioncode: string, fields: Record<string, unknown> = {}) {
  const r = await policy(admin, actioncode, fields);
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
}

interface Listed {
  travelpolicyid: string;
  grades: { id: string; name: string }[];
  draft: { versionid: string; effectivefrom: string } | null;
}
const listed = async () => (await ok('GETTRAVELPOLICIES')).TravelPolicy as Listed[];

/** A policy in force today asking `days` days ahead, assigned as `assigned` says. */
async function policyOf(name: string, days: number, assigned: Record<string, string[]>) {
  const { travelpolicyid } = await ok('ADDTRAVELPOLICY', { jsondata: { name } });
  const draft = (await listed()).find((p) => p.travelpolicyid === travelpolicyid)!.draft!;
  const rules = { ...OPEN_POLICY_RULES, flight: { ...OPEN_POLICY_RULES.flight, advancepurchasedays: days } };
  await ok('SAVEPOLICYDRAFT', { jsondata: { travelpolicyid, effectivefrom: draft.effectivefrom, rules } });
  await ok('PUBLISHPOLICYVERSION', { travelpolicyid, versionid: draft.versionid });
  await ok('UPDATETRAVELPOLICY', { jsondata: { travelpolicyid, name, ...assigned } });
  return travelpolicyid as string;
}

/** The advance-purchase days of the traveller's policy. */
async function travellersDays() {
  const r = await call(t, traveller, 'GETFLIGHTPOLICY', {});
  expect(r.statusCode, r.body).toBe(200);
  return r.json().policy.advancepurchasedays as number | null;
}

describe('travel policies assigned by grade', () => {
  it('refuses another company’s grade and answers the grades assigned', async () => {
    const { travelpolicyid } = await ok('ADDTRAVELPOLICY', { jsondata: { name: 'Globex grade' } });
    const r = await policy(admin, 'UPDATETRAVELPOLICY', { jsondata: { travelpolicyid, name: 'Globex grade', gradeids: ['GR-globex'] } });
    expect([r.statusCode, r.json().ResponseStatus.message]).toEqual([400, 'jsondata.gradeids: GR-globex is not a grade of your company']);
    const globexGrade = await t.service(globexAdmin, { opid: 'TG-EXPENSE', action: 'addgrade', jsondata: { CorporateGrade: { gradename: 'Staff', gradecode: 'S1' } } });
    const foreign = globexGrade.json().gradeid as string;
    const again = await policy(admin, 'UPDATETRAVELPOLICY', { jsondata: { travelpolicyid, name: 'Globex grade', gradeids: [foreign] } });
    expect([again.statusCode, again.json().ResponseStatus.message]).toEqual([400, `jsondata.gradeids: ${foreign} is not a grade of your company`]);
    const onDefault = await policy(admin, 'UPDATETRAVELPOLICY', { jsondata: { travelpolicyid: 'TP1001', name: 'Company policy', gradeids: ['GR1001E1'] } });
    expect(onDefault.statusCode).toBe(400);
    await ok('UPDATETRAVELPOLICY', { jsondata: { travelpolicyid, name: 'Globex grade', gradeids: ['GR1001M2'] } });
    expect((await listed()).find((p) => p.travelpolicyid === travelpolicyid)!.grades).toEqual([{ id: 'GR1001M2', name: 'Manager' }]);
    await ok('DELETETRAVELPOLICY', { travelpolicyid });
  });

  it('holds a person to their own policy, else their grade’s, else their department’s', async () => {
    expect(await travellersDays()).toBeNull();
    const department = await policyOf('Sales team', 3, { departmentids: ['DP1001S'] });
    expect(await travellersDays()).toBe(3);
    // Grade beats department.
    const grade = await policyOf('Executives', 5, { gradeids: ['GR1001E1'] });
    expect(await travellersDays()).toBe(5);
    // The person's own beats their grade.
    const own = await policyOf('Rahul only', 9, { profileids: ['20001'] });
    expect(await travellersDays()).toBe(9);
    await ok('DELETETRAVELPOLICY', { travelpolicyid: own });
    expect(await travellersDays()).toBe(5);
    // Deactivating the grade keeps its assignment, as a department's is kept.
    const deactivated = await t.service(admin, { opid: 'TG-EXPENSE', action: 'updategrade', jsondata: { CorporateGrade: { gradeid: 'GR1001E1', gradename: 'Executive', gradecode: 'E1', status: 'inactive' } } });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(await travellersDays()).toBe(5);
    await ok('DELETETRAVELPOLICY', { travelpolicyid: grade });
    expect(await travellersDays()).toBe(3);
    await ok('DELETETRAVELPOLICY', { travelpolicyid: department });
  });
});
