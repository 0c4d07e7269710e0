import { and, desc, eq, inArray, lte, or } from 'drizzle-orm';
import { OPEN_HOTEL_RULES } from '../../src/contract/policy/hotel-rules';
import type { PolicyRules } from '../../src/contract/policy/rules';
import type { Executor } from '../store/db';
import { profiles } from '../store/schema-core';
import { type PolicyAssignmentKind, travelPolicies, travelPolicyAssignments, travelPolicyVersions } from '../store/schema-policy';

/*
 * Which travel policy version holds for a traveller on a day (docs/features/policy.md): the policy
 * assigned to the person, else the one assigned to their grade, else the one assigned to their
 * department, else the company's default; of it, the latest published version whose effective date
 * has come. An assigned policy with no version in force yet leaves the traveller on the next one
 * down (grade, department, default). No policy at all: null (everything is in policy).
 */

export interface AppliedPolicy {
  policyId: string;
  policyName: string;
  versionId: string;
  version: number;
  rules: PolicyRules;
}

export interface PolicyHolder {
  corporateid: string;
  profileid: string;
}

/** The version of `policyId` in force on `day` (YYYY-MM-DD), or undefined. */
export async function versionInForce(tx: Executor, policyId: string, day: string) {
  const [row] = await tx
    .select()
    .from(travelPolicyVersions)
    .where(and(eq(travelPolicyVersions.policyId, policyId), eq(travelPolicyVersions.status, 'published'), lte(travelPolicyVersions.effectiveFrom, day)))
    .orderBy(desc(travelPolicyVersions.effectiveFrom), desc(travelPolicyVersions.version))
    .limit(1);
  return row;
}

/** The more specific assignment wins: a person's own, then their grade's, then their department's. */
const SPECIFICITY: readonly PolicyAssignmentKind[] = ['profile', 'grade', 'department'];

/** The policy ids of a traveller's assignments, most specific first (anyone judging many travellers at once orders by this too). */
function mostSpecificFirst(assigned: readonly { policyId: string; kind: PolicyAssignmentKind }[]): string[] {
  return [...assigned].sort((a, b) => SPECIFICITY.indexOf(a.kind) - SPECIFICITY.indexOf(b.kind)).map((a) => a.policyId);
}

/** The policies that may hold for the traveller, most specific first (person, grade, department, default). */
async function candidatePolicies(tx: Executor, who: PolicyHolder) {
  const [person] = await tx
    .select({ departmentId: profiles.departmentId, gradeId: profiles.gradeId })
    .from(profiles)
    .where(and(eq(profiles.id, who.profileid), eq(profiles.corporateId, who.corporateid)));
  const targets = [and(eq(travelPolicyAssignments.kind, 'profile'), eq(travelPolicyAssignments.target, who.profileid))];
  if (person?.gradeId) targets.push(and(eq(travelPolicyAssignments.kind, 'grade'), eq(travelPolicyAssignments.target, person.gradeId)));
  if (person?.departmentId) targets.push(and(eq(travelPolicyAssignments.kind, 'department'), eq(travelPolicyAssignments.target, person.departmentId)));
  const assigned = await tx
    .select({ policyId: travelPolicyAssignments.policyId, kind: travelPolicyAssignments.kind })
    .from(travelPolicyAssignments)
    .where(and(eq(travelPolicyAssignments.corporateId, who.corporateid), or(...targets)));
  const ordered = mostSpecificFirst(assigned);
  const policies = await tx
    .select({ id: travelPolicies.id, name: travelPolicies.name, isDefault: travelPolicies.isDefault })
    .from(travelPolicies)
    .where(and(eq(travelPolicies.corporateId, who.corporateid), or(eq(travelPolicies.isDefault, true), ordered.length ? inArray(travelPolicies.id, ordered) : undefined)));
  const byId = new Map(policies.map((p) => [p.id, p]));
  const fallback = policies.find((p) => p.isDefault);
  return [...ordered.map((id) => byId.get(id)), fallback].filter((p) => p !== undefined);
}

/** A version saved before hotel rules existed keeps none in its jsonb (its type says otherwise): it has no hotel limits. */
function withHotelRules(stored: PolicyRules): PolicyRules {
  const { hotel } = stored as Partial<PolicyRules>;
  return hotel ? stored : { ...stored, hotel: OPEN_HOTEL_RULES };
}

export async function resolveTravelPolicy(tx: Executor, who: PolicyHolder, day: string): Promise<AppliedPolicy | null> {
  for (const policy of await candidatePolicies(tx, who)) {
    const version = await versionInForce(tx, policy.id, day);
    if (version) return { policyId: policy.id, policyName: policy.name, versionId: version.id, version: version.version, rules: withHotelRules(version.rules) };
  }
  return null;
}
