import * as v from 'valibot';
import { ApiStatusSchema } from '../envelope';
import { defineOperation } from '../operation';
import { ownIds } from './shapes';

/** One date change (or other amendment) waiting for the caller's decision. */
export const PendingAmendmentSchema = v.object({
  amendmentid: v.string(),
  tripid: v.string(),
  tripname: v.string(),
  travellername: v.string(),
  amendmenttype: v.string(),
  /** The trip's dates now, and the dates asked for ('' when the amendment is not a date change). */
  currentfromdate: v.string(),
  currenttodate: v.string(),
  fromdate: v.string(),
  todate: v.string(),
  remarks: v.string(),
  requestedon: v.string(),
});
export type PendingAmendment = v.InferOutput<typeof PendingAmendmentSchema>;

/**
 * `getpendingamendments` (our name; docs/operations.md): the amendments routed to the caller (the
 * traveller's manager) or, when nobody was named, to the company's trip staff. Decided with
 * TG-TRIPAMENDMENDREQUESTAPPROVAL and `decision`.
 */
export const getPendingAmendments = defineOperation({
  opid: 'TG-EXPENSE',
  actionKey: 'action',
  action: 'getpendingamendments',
  request: v.object(ownIds),
  response: v.object({ ApiStatus: ApiStatusSchema, list: v.array(PendingAmendmentSchema) }),
  roles: 'any',
  mutates: false,
});

export const tripAmendmentInboxOperations = { getPendingAmendments };
