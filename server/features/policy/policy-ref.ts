import { and, eq } from 'drizzle-orm';
import { isDefaultPolicyAlias } from '../../../src/contract/policy/common';
import type { HandlerContext } from '../../dispatch/types';
import { forbidden } from '../../http/errors';
import { travelPolicies } from '../../store/schema-policy';
import { ensureDefaultPolicyId, findDefaultPolicyId } from './default-policy';

/*
 * A `travelpolicyid` as calls carry it: '' or 'default' is the company's default policy, anything
 * else must be one of the company's policies (another company's id answers as an unknown one).
 */

export const policyNotFound = (field: string) => forbidden(`${field}: travel policy not found`);

export async function ownPolicy(ctx: HandlerContext, travelpolicyid: string, field = 'travelpolicyid') {
  const [row] = await ctx.tx
    .select()
    .from(travelPolicies)
    .where(and(eq(travelPolicies.id, travelpolicyid), eq(travelPolicies.corporateId, ctx.session.corporateid)));
  if (!row) throw policyNotFound(field);
  return row;
}

/** The policy a rule is written to; the default is created when the company has none yet. */
export async function policyIdForWrite(ctx: HandlerContext, travelpolicyid: string, field = 'travelpolicyid'): Promise<string> {
  if (isDefaultPolicyAlias(travelpolicyid)) return ensureDefaultPolicyId(ctx);
  return (await ownPolicy(ctx, travelpolicyid, field)).id;
}

/** The policy a read names; undefined when the default is meant and the company has none. */
export async function policyIdForRead(ctx: HandlerContext, travelpolicyid: string): Promise<string | undefined> {
  if (isDefaultPolicyAlias(travelpolicyid)) return findDefaultPolicyId(ctx);
  return (await ownPolicy(ctx, travelpolicyid)).id;
}
