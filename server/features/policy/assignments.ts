import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { HandlerContext } from '../../dispatch/types';
import { badRequest } from '../../http/errors';
import { companyGradesAmong } from '../../store/grades-read';
import { grades, profiles } from '../../store/schema-core';
import { type PolicyAssignmentKind, travelPolicyAssignments } from '../../store/schema-policy';
import { departments } from '../../store/schema-trips-masters';

/*
 * Who a travel policy is assigned to (docs/features/policy.md): departments, grades and people of
 * the company. Which assignment wins for a traveller is server/policy/travel-policy.ts.
 */

export interface AssignmentIds {
  departmentids: string[];
  gradeids: string[];
  profileids: string[];
}

/** Each policy's assignments with the name of what they target (a person's full name). */
export async function assignmentsOf(ctx: HandlerContext, policyIds: string[]) {
  if (policyIds.length === 0) return [];
  const rows = await ctx.tx.select().from(travelPolicyAssignments).where(inArray(travelPolicyAssignments.policyId, policyIds));
  const targetsOf = (kind: PolicyAssignmentKind) => rows.filter((r) => r.kind === kind).map((r) => r.target);
  const [deptIds, gradeIds, personIds] = [targetsOf('department'), targetsOf('grade'), targetsOf('profile')];
  const [depts, grade, people] = await Promise.all([
    deptIds.length ? ctx.tx.select({ id: departments.id, name: departments.name }).from(departments).where(inArray(departments.id, deptIds)) : [],
    gradeIds.length ? ctx.tx.select({ id: grades.id, name: grades.name }).from(grades).where(inArray(grades.id, gradeIds)) : [],
    personIds.length
      ? ctx.tx.select({ id: profiles.id, name: sql<string>`${profiles.passportFirstName} || ' ' || ${profiles.passportLastName}` }).from(profiles).where(inArray(profiles.id, personIds))
      : [],
  ]);
  const names = new Map([...depts, ...grade, ...people].map((n) => [n.id, n.name]));
  return rows.map((r) => ({ ...r, name: names.get(r.target) ?? r.target }));
}

const firstUnknown = (wanted: string[], found: { id: string }[]) => wanted.find((id) => !found.some((f) => f.id === id));

/** Every id must be a department, grade or person of the caller's company, named by its field. */
export async function checkTargets(ctx: HandlerContext, { departmentids, gradeids, profileids }: AssignmentIds) {
  const corporate = ctx.session.corporateid;
  const [depts, gradeRows, people] = await Promise.all([
    departmentids.length ? ctx.tx.select({ id: departments.id }).from(departments).where(and(eq(departments.corporateId, corporate), inArray(departments.id, departmentids))) : [],
    companyGradesAmong(ctx.tx, corporate, gradeids),
    profileids.length ? ctx.tx.select({ id: profiles.id }).from(profiles).where(and(eq(profiles.corporateId, corporate), inArray(profiles.id, profileids))) : [],
  ]);
  const dept = firstUnknown(departmentids, depts);
  if (dept) throw badRequest(`jsondata.departmentids: ${dept} is not a department of your company`);
  const grade = firstUnknown(gradeids, gradeRows);
  if (grade) throw badRequest(`jsondata.gradeids: ${grade} is not a grade of your company`);
  const person = firstUnknown(profileids, people);
  if (person) throw badRequest(`jsondata.profileids: ${person} is not a person of your company`);
}

/** Replaces the policy's assignments; answers them as `kind:target` for the audit trail. */
export async function assign(ctx: HandlerContext, policyId: string, ids: AssignmentIds): Promise<string[]> {
  const corporateId = ctx.session.corporateid;
  const targets = [
    ...ids.departmentids.map((target) => ({ kind: 'department' as const, target })),
    ...ids.gradeids.map((target) => ({ kind: 'grade' as const, target })),
    ...ids.profileids.map((target) => ({ kind: 'profile' as const, target })),
  ];
  await ctx.tx.delete(travelPolicyAssignments).where(eq(travelPolicyAssignments.policyId, policyId));
  // A department, grade or person moves here from any other policy they were assigned to.
  for (const { kind, target } of targets)
    await ctx.tx.delete(travelPolicyAssignments).where(and(eq(travelPolicyAssignments.corporateId, corporateId), eq(travelPolicyAssignments.kind, kind), eq(travelPolicyAssignments.target, target)));
  if (targets.length) await ctx.tx.insert(travelPolicyAssignments).values(targets.map((t) => ({ id: `TA${randomUUID()}`, corporateId, policyId, ...t })));
  return targets.map((t) => `${t.kind}:${t.target}`);
}
