import * as v from 'valibot';
import { calendarDateField } from '../calendar-date';
import { defineOperation } from '../operation';
import { ok, ownIds, policyAdmin, requiredId } from './common';
import { PolicyRulesSchema } from './rules';

/*
 * TG-TRAVELPOLICYADMIN travel policies and their versions (our action names; docs/features/policy.md).
 * A company has a default policy and may add others for departments, grades or people. Rules
 * change by version: an admin saves a draft with an effective date, simulates it, then publishes or
 * discards it. Published versions are never edited.
 */

export const POLICY_VERSION_STATUSES = ['draft', 'published', 'discarded'] as const;

export const PolicyVersionSummarySchema = v.object({
  versionid: v.string(),
  version: v.number(),
  status: v.picklist(POLICY_VERSION_STATUSES),
  effectivefrom: v.string(),
  createdon: v.string(),
  /** '' until published. */
  publishedon: v.string(),
});
export type PolicyVersionSummary = v.InferOutput<typeof PolicyVersionSummarySchema>;

const NamedSchema = v.object({ id: v.string(), name: v.string() });

export const TravelPolicySchema = v.object({
  travelpolicyid: v.string(),
  name: v.string(),
  /** The default holds for everyone no other policy is assigned to. */
  isdefault: v.boolean(),
  departments: v.array(NamedSchema),
  /** A list kept on a device before grades existed has none. */
  grades: v.optional(v.array(NamedSchema), []),
  profiles: v.array(NamedSchema),
  /** The version travellers are judged by today; null before the first one takes effect. */
  inforce: v.nullable(PolicyVersionSummarySchema),
  /** The one draft, if any. */
  draft: v.nullable(PolicyVersionSummarySchema),
  /** Every version, newest first. */
  versions: v.array(PolicyVersionSummarySchema),
});
export type TravelPolicy = v.InferOutput<typeof TravelPolicySchema>;

export const POLICY_NAME_MAX = 80;
const policyName = v.pipe(v.string('name is required'), v.trim(), v.nonEmpty('name is required'), v.maxLength(POLICY_NAME_MAX, `name must be at most ${POLICY_NAME_MAX} characters`));
const ids = (name: string) =>
  v.optional(v.pipe(v.array(requiredId(name), `${name} must be a list`), v.maxLength(500, `${name} may hold at most 500 ids`)), []);

export const getTravelPolicies = defineOperation({
  ...policyAdmin,
  action: 'GETTRAVELPOLICIES',
  request: v.object(ownIds),
  response: v.object({ ...ok, TravelPolicy: v.array(TravelPolicySchema) }),
  mutates: false,
});

/** The first policy becomes the default (in force at once, with no limits); later ones start as a draft copied from the default. */
export const addTravelPolicy = defineOperation({
  ...policyAdmin,
  action: 'ADDTRAVELPOLICY',
  request: v.object({ ...ownIds, jsondata: v.object({ name: policyName }, 'jsondata is required') }),
  response: v.object({ ...ok, travelpolicyid: v.string() }),
  mutates: true,
});

/** Renames a policy and sets who it applies to (a person's own policy wins over their grade's, a grade's over a department's; the default has none). */
export const updateTravelPolicy = defineOperation({
  ...policyAdmin,
  action: 'UPDATETRAVELPOLICY',
  request: v.object({
    ...ownIds,
    jsondata: v.object({ travelpolicyid: requiredId('travelpolicyid'), name: policyName, departmentids: ids('departmentids'), gradeids: ids('gradeids'), profileids: ids('profileids') }, 'jsondata is required'),
  }),
  response: v.object(ok),
  mutates: true,
});

/** Not the default; its assignments, versions and blocked sectors go with it. */
export const deleteTravelPolicy = defineOperation({
  ...policyAdmin,
  action: 'DELETETRAVELPOLICY',
  request: v.object({ ...ownIds, travelpolicyid: requiredId('travelpolicyid') }),
  response: v.object(ok),
  mutates: true,
});

/** A version's rules; without versionid the draft, else the version in force, else the newest. */
export const getPolicyVersion = defineOperation({
  ...policyAdmin,
  action: 'GETPOLICYVERSION',
  request: v.object({ ...ownIds, travelpolicyid: requiredId('travelpolicyid'), versionid: v.optional(v.pipe(v.string('versionid must be a string'), v.trim()), '') }),
  response: v.object({ ...ok, version: PolicyVersionSummarySchema, rules: PolicyRulesSchema }),
  mutates: false,
});

/** Creates the policy's draft (the next version number) or replaces the one draft's date and rules. */
export const savePolicyDraft = defineOperation({
  ...policyAdmin,
  action: 'SAVEPOLICYDRAFT',
  request: v.object({
    ...ownIds,
    jsondata: v.object({ travelpolicyid: requiredId('travelpolicyid'), effectivefrom: calendarDateField('effectivefrom'), rules: PolicyRulesSchema }, 'jsondata is required'),
  }),
  response: v.object({ ...ok, versionid: v.string() }),
  mutates: true,
});

const versionRef = { ...ownIds, travelpolicyid: requiredId('travelpolicyid'), versionid: requiredId('versionid') };

/** A draft whose effective date is today or later becomes published; it holds from that day. */
export const publishPolicyVersion = defineOperation({
  ...policyAdmin,
  action: 'PUBLISHPOLICYVERSION',
  request: v.object(versionRef),
  response: v.object(ok),
  mutates: true,
});

export const discardPolicyVersion = defineOperation({
  ...policyAdmin,
  action: 'DISCARDPOLICYVERSION',
  request: v.object(versionRef),
  response: v.object(ok),
  mutates: true,
});

export const travelPolicyOperations = {
  getTravelPolicies,
  addTravelPolicy,
  updateTravelPolicy,
  deleteTravelPolicy,
  getPolicyVersion,
  savePolicyDraft,
  publishPolicyVersion,
  discardPolicyVersion,
};
