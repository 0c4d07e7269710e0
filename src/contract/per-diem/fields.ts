import * as v from 'valibot';
import { ResponseStatusSchema } from '../envelope';
import { TRAVEL_ADMINS } from '../roles';

/* What the TG-TRAVELPOLICYADMIN per-diem calls share (docs/features/per-diem.md "Calls"). */

export const perDiemAdmin = { opid: 'TG-TRAVELPOLICYADMIN', actionKey: 'actioncode', roles: TRAVEL_ADMINS } as const;
export const ok = { ResponseStatus: ResponseStatusSchema };

/** The calls carry the caller's own ids (docs/features/per-diem.md); the dispatcher refuses anyone else's. */
export const ownIds = {
  profileid: v.optional(v.string('profileid must be a string')),
  corporateid: v.optional(v.string('corporateid must be a string')),
};

export const ID_MAX = 64;

/** A required id named `name` in its messages. */
export const idField = (name: string) =>
  v.pipe(v.string(`${name} is required`), v.trim(), v.nonEmpty(`${name} is required`), v.maxLength(ID_MAX, `${name} is too long`));

/** An id that may be left out or '' (a filter, one of two ways to name a record). */
export const optionalIdField = (name: string) => v.optional(v.pipe(v.string(`${name} must be a string`), v.trim(), v.maxLength(ID_MAX, `${name} is too long`)), '');
