import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { addTravelPolicy, deleteTravelPolicy, getTravelPolicies, updateTravelPolicy } from '../../../src/contract/policy/policies';
import { indiaToday } from '../../../src/domain/calendar-days';
import { recordAdminChange } from '../../admin/audit';
import { type HandlerContext, defineHandler } from '../../dispatch/types';
import { badRequest } from '../../http/errors';
import { versionInForce } from '../../policy/travel-policy';
import { policyBlockedSectors, travelPolicies, travelPolicyAssignments, travelPolicyVersions } from '../../store/schema-policy';
import { assign, assignmentsOf, checkTargets } from './assignments';
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
      grades: named('grade'),
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

export const updateTravelPolicyHandler = defineHandler(updateTravelPolicy)(async (ctx, { jsondata }) => {
  const { travelpolicyid, name } = jsondata;
  const ids = { departmentids: [...new Set(jsondata.departmentids)], gradeids: [...new Set(jsondata.gradeids)], profileids: [...new Set(jsondata.profileids)] };
  const policy = await ownPolicy(ctx, travelpolicyid, 'jsondata.travelpolicyid');
  await refuseTakenName(ctx, name, policy.id);
  if (policy.isDefault && (ids.departmentids.length || ids.gradeids.length || ids.profileids.length))
    throw badRequest('jsondata.departmentids: the default policy holds for everyone without another policy, so nobody is assigned to it');
  await checkTargets(ctx, ids);
  const before = await assignmentsOf(ctx, [policy.id]);
  await ctx.tx.update(travelPolicies).set({ name }).where(eq(travelPolicies.id, policy.id));
  const assigned = await assign(ctx, policy.id, ids);
  await recordAdminChange(ctx, {
    entity: ENTITY,
    entityId: policy.id,
    action: 'update',
    before: { name: policy.name, assigned: before.map((a) => `${a.kind}:${a.target}`) },
    after: { name, assigned },
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
