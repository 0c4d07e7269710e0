import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { addTravelPolicy, deleteTravelPolicy, getTravelPolicies, updateTravelPolicy } from '../../../src/contract/policy/policies';
import { indiaToday } from '../../../src/domain/calendar-days';
import { recordAdminChange } from '../../admin/audit';
import { type HandlerContext, defineHandler } from '../../dispatch/types';
import { badRequest } from '../../http/errors';
import { versionInForce } from '../../policy/travel-policy';
import { profiles } from '../../store/schema-core';
import { policyBlockedSectors, travelPolicies, travelPolicyAssignments, travelPolicyVersions } from '../../store/schema-policy';
import { departments } from '../../store/schema-trips-masters';
import { ensureDefaultPolicyId, findDefaultPolicyId } from './default-policy';
import { ownPolicy } from './policy-ref';
import { versionSummary } from './version-wire';

/*
 * TG-TRAVELPOLICYADMIN travel policies (docs/features/policy.md): list, add, rename and assign,
 * delete. Versions and their rules are in versions.ts.
 */

const OK = { status: 'OK' as const };
const ENTITY = 'TravelPolicy';

/** The version in force on `day` among a policy's versions (the rule of server/policy/travel-policy.ts), read from the list already loaded. */
function inForceAmong<V extends { status: string; effectiveFrom: string; version: number }>(versions: readonly V[], day: string): V | undefined {
  let found: V | undefined;
  for (const v of versions)
    if (v.status === 'published' && v.effectiveFrom <= day && (!found || v.effectiveFrom > found.effectiveFrom || (v.effectiveFrom === found.effectiveFrom && v.version > found.version))) found = v;
  return found;
}

async function assignmentsOf(ctx: HandlerContext, policyIds: string[]) {
  if (policyIds.length === 0) return [];
  const rows = await ctx.tx.select().from(travelPolicyAssignments).where(inArray(travelPolicyAssignments.policyId, policyIds));
  const deptIds = rows.filter((r) => r.kind === 'department').map((r) => r.target);
  const personIds = rows.filter((r) => r.kind === 'profile').map((r) => r.target);
  const [depts, people] = await Promise.all([
    deptIds.length ? ctx.tx.select({ id: departments.id, name: departments.name }).from(departments).where(inArray(departments.id, deptIds)) : [],
    personIds.length
      ? ctx.tx.select({ id: profiles.id, name: sql<string>`${profiles.passportFirstName} || ' ' || ${profiles.passportLastName}` }).from(profiles).where(inArray(profiles.id, personIds))
      : [],
  ]);
  const names = new Map([...depts, ...people].map((n) => [n.id, n.name]));
  return rows.map((r) => ({ ...r, name: names.get(r.target) ?? r.target }));
}

export const getTravelPoliciesHandler = defineHandler(getTravelPolicies)(async (ctx) => {
  const policies = await ctx.tx
    .select()
    .from(travelPolicies)
    .where(eq(travelPolicies.corporateId, ctx.session.corporateid))
    .orderBy(desc(travelPolicies.isDefault), asc(travelPolicies.name));
  const ids = policies.map((p) => p.id);
  const [versions, assignments] = await Promise.all([
    ids.length ? ctx.tx.select().from(travelPolicyVersions).where(inArray(travelPolicyVersions.policyId, ids)).orderBy(desc(travelPolicyVersions.version)) : [],
    assignmentsOf(ctx, ids),
  ]);
  const today = indiaToday(ctx.now);
  const TravelPolicy = policies.map((p) => {
    const own = versions.filter((v) => v.policyId === p.id);
    const inforce = inForceAmong(own, today);
    const draft = own.find((v) => v.status === 'draft');
    const named = (kind: string) => assignments.filter((a) => a.policyId === p.id && a.kind === kind).map((a) => ({ id: a.target, name: a.name }));
    return {
      travelpolicyid: p.id,
      name: p.name,
      isdefault: p.isDefault,
      departments: named('department'),
      profiles: named('profile'),
      inforce: inforce ? versionSummary(inforce) : null,
      draft: draft ? versionSummary(draft) : null,
      versions: own.map(versionSummary),
    };
  });
  return { ResponseStatus: OK, TravelPolicy };
});

async function refuseTakenName(ctx: HandlerContext, name: string, exceptId = '') {
  const [taken] = await ctx.tx
    .select({ id: travelPolicies.id })
    .from(travelPolicies)
    .where(and(eq(travelPolicies.corporateId, ctx.session.corporateid), sql`lower(${travelPolicies.name}) = lower(${name})`));
  if (taken && taken.id !== exceptId) throw badRequest(`jsondata.name: a travel policy named ${name} already exists`);
}

export const addTravelPolicyHandler = defineHandler(addTravelPolicy)(async (ctx, { jsondata: { name } }) => {
  await refuseTakenName(ctx, name);
  const defaultId = await findDefaultPolicyId(ctx);
  if (!defaultId) {
    const id = await ensureDefaultPolicyId(ctx);
    await ctx.tx.update(travelPolicies).set({ name }).where(eq(travelPolicies.id, id));
    await recordAdminChange(ctx, { entity: ENTITY, entityId: id, action: 'create', after: { name, isdefault: true } });
    return { ResponseStatus: OK, travelpolicyid: id };
  }
  const id = `TP${randomUUID()}`;
  const corporateId = ctx.session.corporateid;
  const base = await versionInForce(ctx.tx, defaultId, indiaToday(ctx.now));
  await ctx.tx.insert(travelPolicies).values({ id, corporateId, name, isDefault: false, createdAt: ctx.now });
  if (base)
    await ctx.tx.insert(travelPolicyVersions).values({
      id: `TPV${randomUUID()}`,
      policyId: id,
      corporateId,
      version: 1,
      status: 'draft',
      effectiveFrom: indiaToday(ctx.now),
      rules: base.rules,
      createdAt: ctx.now,
    });
  await recordAdminChange(ctx, { entity: ENTITY, entityId: id, action: 'create', after: { name, isdefault: false } });
  return { ResponseStatus: OK, travelpolicyid: id };
});

/** Every id must be a department or person of the caller's company, named by the field. */
async function checkTargets(ctx: HandlerContext, departmentids: string[], profileids: string[]) {
  const corporate = ctx.session.corporateid;
  const [depts, people] = await Promise.all([
    departmentids.length ? ctx.tx.select({ id: departments.id }).from(departments).where(and(eq(departments.corporateId, corporate), inArray(departments.id, departmentids))) : [],
    profileids.length ? ctx.tx.select({ id: profiles.id }).from(profiles).where(and(eq(profiles.corporateId, corporate), inArray(profiles.id, profileids))) : [],
  ]);
  const unknown = (wanted: string[], found: { id: string }[]) => wanted.find((id) => !found.some((f) => f.id === id));
  const dept = unknown(departmentids, depts);
  if (dept) throw badRequest(`jsondata.departmentids: ${dept} is not a department of your company`);
  const person = unknown(profileids, people);
  if (person) throw badRequest(`jsondata.profileids: ${person} is not a person of your company`);
}

export const updateTravelPolicyHandler = defineHandler(updateTravelPolicy)(async (ctx, { jsondata }) => {
  const { travelpolicyid, name } = jsondata;
  const departmentids = [...new Set(jsondata.departmentids)];
  const profileids = [...new Set(jsondata.profileids)];
  const policy = await ownPolicy(ctx, travelpolicyid, 'jsondata.travelpolicyid');
  await refuseTakenName(ctx, name, policy.id);
  if (policy.isDefault && (departmentids.length || profileids.length))
    throw badRequest('jsondata.departmentids: the default policy holds for everyone without another policy, so nobody is assigned to it');
  await checkTargets(ctx, departmentids, profileids);
  const before = await assignmentsOf(ctx, [policy.id]);
  const corporateId = ctx.session.corporateid;
  await ctx.tx.update(travelPolicies).set({ name }).where(eq(travelPolicies.id, policy.id));
  await ctx.tx.delete(travelPolicyAssignments).where(eq(travelPolicyAssignments.policyId, policy.id));
  const targets = [...departmentids.map((target) => ({ kind: 'department' as const, target })), ...profileids.map((target) => ({ kind: 'profile' as const, target }))];
  // A department or person moves here from any other policy they were assigned to.
  for (const { kind, target } of targets)
    await ctx.tx.delete(travelPolicyAssignments).where(and(eq(travelPolicyAssignments.corporateId, corporateId), eq(travelPolicyAssignments.kind, kind), eq(travelPolicyAssignments.target, target)));
  if (targets.length) await ctx.tx.insert(travelPolicyAssignments).values(targets.map((t) => ({ id: `TA${randomUUID()}`, corporateId, policyId: policy.id, ...t })));
  await recordAdminChange(ctx, {
    entity: ENTITY,
    entityId: policy.id,
    action: 'update',
    before: { name: policy.name, assigned: before.map((a) => `${a.kind}:${a.target}`) },
    after: { name, assigned: targets.map((t) => `${t.kind}:${t.target}`) },
  });
  return { ResponseStatus: OK };
});

export const deleteTravelPolicyHandler = defineHandler(deleteTravelPolicy)(async (ctx, { travelpolicyid }) => {
  const policy = await ownPolicy(ctx, travelpolicyid);
  if (policy.isDefault) throw badRequest('travelpolicyid: the default policy cannot be deleted');
  await ctx.tx.delete(travelPolicyAssignments).where(eq(travelPolicyAssignments.policyId, policy.id));
  await ctx.tx.delete(policyBlockedSectors).where(eq(policyBlockedSectors.travelPolicyId, policy.id));
  await ctx.tx.delete(travelPolicyVersions).where(eq(travelPolicyVersions.policyId, policy.id));
  await ctx.tx.delete(travelPolicies).where(eq(travelPolicies.id, policy.id));
  await recordAdminChange(ctx, { entity: ENTITY, entityId: policy.id, action: 'delete', before: { name: policy.name } });
  return { ResponseStatus: OK };
});
