import * as v from 'valibot';
import { ApiStatusSchema } from '../envelope';
import { defineOperation } from '../operation';
import { ownIds, remarksField, tripIdField } from './shapes';

/**
 * `recalltrip` (a name the spec leaves open; docs/operations.md): the traveller or the creator takes
 * a trip under approval back to pending (RECALL) to change it; its open approval levels are skipped.
 */
export const recallTrip = defineOperation({
  opid: 'TG-EXPENSE',
  actionKey: 'action',
  action: 'recalltrip',
  request: v.object({ ...ownIds, tripid: tripIdField, remarks: remarksField }),
  response: v.object({ ApiStatus: ApiStatusSchema, tripid: v.string(), status: v.string() }),
  roles: 'any',
  mutates: true,
});

export const tripRecallOperations = { recallTrip };
