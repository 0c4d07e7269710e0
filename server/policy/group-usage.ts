import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../store/db';
import { policyBlockedSectors, travelPolicies, travelPolicyVersions } from '../store/schema-policy';

/*
 * Which travel policies name a location group (docs/features/policy.md): in a blocked sector, or in
 * a fare cap or hotel cap of a draft or published version. A group in use cannot be deleted, or the
 * rule would silently stop matching anything.
 */
export async function policiesNamingGroup(tx: Executor, corporateid: string, groupid: string): Promise<string[]> {
  const bySector = tx
    .select({ policyId: policyBlockedSectors.travelPolicyId })
    .from(policyBlockedSectors)
    .where(
      and(
        eq(policyBlockedSectors.corporateId, corporateid),
        or(and(eq(policyBlockedSectors.originType, 'group'), eq(policyBlockedSectors.origin, groupid)), and(eq(policyBlockedSectors.destinationType, 'group'), eq(policyBlockedSectors.destination, groupid))),
      ),
    );
  const capNaming = (end: 'origin' | 'destination') => sql`${travelPolicyVersions.rules}->'flight'->'farecaps' @> ${JSON.stringify([{ [`${end}type`]: 'group', [end]: groupid }])}::jsonb`;
  const hotelCapNaming = sql`${travelPolicyVersions.rules}->'hotel'->'nightlycaps' @> ${JSON.stringify([{ placetype: 'group', place: groupid }])}::jsonb`;
  const byCap = tx
    .select({ policyId: travelPolicyVersions.policyId })
    .from(travelPolicyVersions)
    .where(and(eq(travelPolicyVersions.corporateId, corporateid), ne(travelPolicyVersions.status, 'discarded'), or(capNaming('origin'), capNaming('destination'), hotelCapNaming)));
  const ids = [...new Set([...(await bySector), ...(await byCap)].map((r) => r.policyId))];
  if (ids.length === 0) return [];
  const named = await tx.select({ name: travelPolicies.name }).from(travelPolicies).where(inArray(travelPolicies.id, ids)).orderBy(travelPolicies.name);
  return named.map((p) => p.name);
}
