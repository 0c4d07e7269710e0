import * as v from 'valibot';
import { defineOperation } from '../operation';
import { ResponseStatusSchema } from '../envelope';
import { TRAVEL_ADMINS } from '../roles';

/*
 * TG-LOCATIONGROUP, the trip types' side (docs/features/location-groups.md "Trip types"): which
 * location group each trip type of the company is for. A trip type tied to a group fits only
 * destinations inside it (gettriptypeforcorporate_validation, updatetriptype).
 */

const locationAdmin = { opid: 'TG-LOCATIONGROUP', actionKey: 'action', roles: TRAVEL_ADMINS } as const;
const ok = { ResponseStatus: ResponseStatusSchema };
const ownIds = {
  profileid: v.optional(v.string('profileid must be a string')),
  corporateid: v.optional(v.string('corporateid must be a string')),
};

/**
 * Ties a trip type to one of the company's groups, or frees it with groupid ''. The types and
 * their groups are read with gettriptypeforcorporate (`triplocationgroupid`).
 */
export const setTripTypeLocationGroup = defineOperation({
  ...locationAdmin,
  action: 'settriptypelocationgroup',
  request: v.object({
    ...ownIds,
    triptypeid: v.pipe(v.string('triptypeid is required'), v.trim(), v.nonEmpty('triptypeid is required'), v.maxLength(64, 'triptypeid is too long')),
    groupid: v.optional(v.pipe(v.string('groupid must be a string'), v.trim(), v.maxLength(64, 'groupid is too long')), ''),
  }),
  response: v.object(ok),
  mutates: true,
});

export const locationGroupTripTypeOperations = { setTripTypeLocationGroup };
