import type { PolicyVersionSummary } from '../../../src/contract/policy/policies';
import type { travelPolicyVersions } from '../../store/schema-policy';

type VersionRow = typeof travelPolicyVersions.$inferSelect;

const day = (at: Date | null) => (at ? at.toISOString().slice(0, 10) : '');

export const versionSummary = (v: VersionRow): PolicyVersionSummary => ({
  versionid: v.id,
  version: v.version,
  status: v.status,
  effectivefrom: v.effectiveFrom,
  createdon: day(v.createdAt),
  publishedon: day(v.publishedAt),
});
