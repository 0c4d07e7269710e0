import * as v from 'valibot';
import { ResponseStatusSchema } from '../envelope';
import { TRAVEL_ADMINS } from '../roles';

/*
 * What every TG-TRAVELPOLICYADMIN call shares (docs/features/policy.md): the opid and action key,
 * travel admins only, `ResponseStatus` 'OK' on success; refusals are the usual 4xx 'NOK' whose
 * message names the field.
 */

export const policyAdmin = { opid: 'TG-TRAVELPOLICYADMIN', actionKey: 'actioncode', roles: TRAVEL_ADMINS } as const;
export const ok = { ResponseStatus: ResponseStatusSchema };

export const ownIds = {
  profileid: v.optional(v.string('profileid must be a string')),
  corporateid: v.optional(v.string('corporateid must be a string')),
};

/** '' and 'default' name the company's default policy. */
export const DEFAULT_TRAVEL_POLICY_IDS = ['', 'default'] as const;
export const isDefaultPolicyAlias = (id: string) => (DEFAULT_TRAVEL_POLICY_IDS as readonly string[]).includes(id);

/** Optional everywhere a rule belongs to a policy: without it the default policy is meant. */
export const travelpolicyid = v.optional(v.pipe(v.string('travelpolicyid must be a string'), v.trim(), v.maxLength(64, 'travelpolicyid is too long')), '');

export const requiredId = (name: string) => v.pipe(v.string(`${name} is required`), v.trim(), v.nonEmpty(`${name} is required`), v.maxLength(64, `${name} is too long`));
