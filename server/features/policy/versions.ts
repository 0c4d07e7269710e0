import { randomUUID } from 'node:crypto';
import { and, desc, eq, max } from 'drizzle-orm';
import { discardPolicyVersion, getPolicyVersion, publishPolicyVersion, savePolicyDraft } from '../../../src/contract/policy/policies';
import { indiaToday } from '../../../src/domain/calendar-days';
import { recordAdminChange } from '../../admin/audit';
import { type HandlerContext, defineHandler } from '../../dispatch/types';
import { badRequest, forbidden } from '../../http/errors';
import { versionInForce } from '../../policy/travel-policy';
import { travelPolicyVersions } from '../../store/schema-policy';
import { checkHotelCapPlaces } from './hotel-cap-places';
import { ownPolicy } from './policy-ref';
import { versionSummary } from './version-wire';

/*
 * Policy versions (docs/features/policy.md): one draft per policy, saved as often as the admin
 * likes, simulated, then published (never edited again) or discarded.
 */

const OK = { status: 'OK' as const };
const ENTITY = 'TravelPolicyVersion';
const versionNotFound = (field: string) => forbidden(`${field}: policy version not found`);

async function ownVersion(ctx: HandlerContext, policyId: string, versionid: string, field = 'versionid') {
  const [row] = await ctx.tx
    .select()
    .from(travelPolicyVersions)
    .where(and(eq(travelPolicyVersions.id, versionid), eq(travelPolicyVersions.policyId, policyId)));
  if (!row) throw versionNotFound(field);
  return row;
}

async function draftOf(ctx: HandlerContext, policyId: string) {
  const [row] = await ctx.tx.select().from(travelPolicyVersions).where(and(eq(travelPolicyVersions.policyId, policyId), eq(travelPolicyVersions.status, 'draft')));
  return row;
}

/** The draft of a policy (for its simulator and the editor), named by the field when it is not one. */
export async function ownDraft(ctx: HandlerContext, travelpolicyid: string, versionid: string) {
  const policy = await ownPolicy(ctx, travelpolicyid);
  const version = await ownVersion(ctx, policy.id, versionid);
  if (version.status !== 'draft') throw badRequest(`versionid: version ${version.version} is ${version.status}, not a draft`);
  return { policy, version };
}

export const getPolicyVersionHandler = defineHandler(getPolicyVersion)(async (ctx, { travelpolicyid, versionid }) => {
  const policy = await ownPolicy(ctx, travelpolicyid);
  const found = versionid
    ? await ownVersion(ctx, policy.id, versionid)
    : ((await draftOf(ctx, policy.id)) ??
      (await versionInForce(ctx.tx, policy.id, indiaToday(ctx.now))) ??
      (await ctx.tx.select().from(travelPolicyVersions).where(eq(travelPolicyVersions.policyId, policy.id)).orderBy(desc(travelPolicyVersions.version)).limit(1))[0]);
  if (!found) throw versionNotFound('versionid');
  return { ResponseStatus: OK, version: versionSummary(found), rules: found.rules };
});

export const savePolicyDraftHandler = defineHandler(savePolicyDraft)(async (ctx, { jsondata }) => {
  const { travelpolicyid, effectivefrom, rules } = jsondata;
  const policy = await ownPolicy(ctx, travelpolicyid, 'jsondata.travelpolicyid');
  await checkHotelCapPlaces(ctx, rules.hotel, 'jsondata.rules.hotel');
  const draft = await draftOf(ctx, policy.id);
  if (draft) {
    await ctx.tx.update(travelPolicyVersions).set({ effectiveFrom: effectivefrom, rules }).where(eq(travelPolicyVersions.id, draft.id));
    await recordAdminChange(ctx, { entity: ENTITY, entityId: draft.id, action: 'update', before: { effectivefrom: draft.effectiveFrom, rules: draft.rules }, after: { effectivefrom, rules } });
    return { ResponseStatus: OK, versionid: draft.id };
  }
  const [{ latest } = { latest: 0 }] = await ctx.tx.select({ latest: max(travelPolicyVersions.version) }).from(travelPolicyVersions).where(eq(travelPolicyVersions.policyId, policy.id));
  const id = `TPV${randomUUID()}`;
  await ctx.tx.insert(travelPolicyVersions).values({
    id,
    policyId: policy.id,
    corporateId: ctx.session.corporateid,
    version: (latest ?? 0) + 1,
    status: 'draft',
    effectiveFrom: effectivefrom,
    rules,
    createdAt: ctx.now,
  });
  await recordAdminChange(ctx, { entity: ENTITY, entityId: id, action: 'create', after: { effectivefrom, rules } });
  return { ResponseStatus: OK, versionid: id };
});

export const publishPolicyVersionHandler = defineHandler(publishPolicyVersion)(async (ctx, { travelpolicyid, versionid }) => {
  const { version } = await ownDraft(ctx, travelpolicyid, versionid);
  const today = indiaToday(ctx.now);
  // A past date would rewrite what travellers were judged by.
  if (version.effectiveFrom < today) throw badRequest(`effectivefrom: ${version.effectiveFrom} has passed; save the draft with today or a later day first`);
  await ctx.tx.update(travelPolicyVersions).set({ status: 'published', publishedAt: ctx.now }).where(eq(travelPolicyVersions.id, version.id));
  await recordAdminChange(ctx, { entity: ENTITY, entityId: version.id, action: 'update', before: { status: 'draft' }, after: { status: 'published', effectivefrom: version.effectiveFrom } });
  return { ResponseStatus: OK };
});

export const discardPolicyVersionHandler = defineHandler(discardPolicyVersion)(async (ctx, { travelpolicyid, versionid }) => {
  const { version } = await ownDraft(ctx, travelpolicyid, versionid);
  await ctx.tx.update(travelPolicyVersions).set({ status: 'discarded' }).where(eq(travelPolicyVersions.id, version.id));
  await recordAdminChange(ctx, { entity: ENTITY, entityId: version.id, action: 'update', before: { status: 'draft' }, after: { status: 'discarded' } });
  return { ResponseStatus: OK };
});
