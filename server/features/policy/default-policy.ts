import { and, eq } from 'drizzle-orm';
import { OPEN_POLICY_RULES } from '../../../src/contract/policy/rules';
import type { HandlerContext } from '../../dispatch/types';
import { travelPolicies, travelPolicyVersions } from '../../store/schema-policy';

/*
 * The company's default travel policy (docs/features/policy.md). A company that never had one gets
 * it the first time an admin adds a rule: "Company policy", in force since 2000-01-01 with every
 * cabin and no limits, so the rule holds from the next search and nothing else changes.
 */

export const DEFAULT_POLICY_NAME = 'Company policy';
const SINCE_EVER = '2000-01-01';

export async function findDefaultPolicyId(ctx: HandlerContext): Promise<string | undefined> {
  const [row] = await ctx.tx
    .select({ id: travelPolicies.id })
    .from(travelPolicies)
    .where(and(eq(travelPolicies.corporateId, ctx.session.corporateid), eq(travelPolicies.isDefault, true)));
  return row?.id;
}

export async function ensureDefaultPolicyId(ctx: HandlerContext): Promise<string> {
  const found = await findDefaultPolicyId(ctx);
  if (found) return found;
  const corporateId = ctx.session.corporateid;
  const id = `TP${corporateId}`;
  await ctx.tx.insert(travelPolicies).values({ id, corporateId, name: DEFAULT_POLICY_NAME, isDefault: true, createdAt: ctx.now });
  await ctx.tx.insert(travelPolicyVersions).values({
    id: `TPV${corporateId}-1`,
    policyId: id,
    corporateId,
    version: 1,
    status: 'published',
    effectiveFrom: SINCE_EVER,
    rules: OPEN_POLICY_RULES,
    createdAt: ctx.now,
    publishedAt: ctx.now,
  });
  return id;
}
