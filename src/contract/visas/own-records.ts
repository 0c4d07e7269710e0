import * as v from 'valibot';
import { ApiStatusSchema } from '../envelope';
import { defineOperation } from '../operation';
import { ownIds, recordidField } from './fields';

/*
 * The four calls of a traveller's own document master (docs/features/visas.md), with the action
 * names every profile-side master uses: getall/add/update/delete, by `recordid`, fields in `jsondata`.
 */

const ok = { ApiStatus: ApiStatusSchema };

export function ownRecordOperations<
  TRow extends v.GenericSchema,
  TAdd extends v.GenericSchema,
  TUpdate extends v.GenericSchema,
>(opid: string, row: TRow, add: TAdd, update: TUpdate) {
  const routing = { opid, actionKey: 'action', roles: 'any' } as const;
  return {
    getall: defineOperation({ ...routing, action: 'getall', request: v.object(ownIds), response: v.object({ ...ok, list: v.array(row) }), mutates: false }),
    add: defineOperation({ ...routing, action: 'add', request: v.object({ ...ownIds, jsondata: add }), response: v.object({ ...ok, recordid: v.string() }), mutates: true }),
    update: defineOperation({ ...routing, action: 'update', request: v.object({ ...ownIds, recordid: recordidField(), jsondata: update }), response: v.object(ok), mutates: true }),
    remove: defineOperation({ ...routing, action: 'delete', request: v.object({ ...ownIds, recordid: recordidField() }), response: v.object(ok), mutates: true }),
  };
}
