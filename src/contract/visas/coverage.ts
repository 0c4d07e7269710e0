import * as v from 'valibot';
import { VISA_WARNING_KINDS } from '../../domain/visa-coverage';
import { ApiStatusSchema } from '../envelope';
import { defineOperation } from '../operation';
import { countryField, dateField, ownIds } from './fields';

/*
 * TG-VISAMASTERS getvisacoverage (docs/features/visas.md "Coverage"): the visa warnings of a trip
 * (`tripid`: its travellers, destination countries and dates) or of a booking about to be made
 * (`stays`, for the caller or `travellerprofileids`). Warnings inform; nothing is ever blocked.
 */

export const MAX_STAYS = 12;
export const MAX_TRAVELLERS = 9;

const StaySchema = v.pipe(
  v.object({ country: countryField('country'), fromdate: dateField('fromdate'), todate: dateField('todate') }, 'a stay is { country, fromdate, todate }'),
  v.forward(
    v.check((s) => s.todate >= s.fromdate, 'todate must not be before fromdate'),
    ['todate'],
  ),
);

export const VisaWarningSchema = v.object({
  profileid: v.string(),
  travellername: v.string(),
  country: v.string(),
  countryname: v.string(),
  fromdate: v.string(),
  todate: v.string(),
  kind: v.picklist(VISA_WARNING_KINDS),
  /** The warning in words, ready to show. */
  message: v.string(),
});
export type VisaWarningWire = v.InferOutput<typeof VisaWarningSchema>;

export const getVisaCoverage = defineOperation({
  opid: 'TG-VISAMASTERS',
  actionKey: 'action',
  action: 'getvisacoverage',
  request: v.object({
    ...ownIds,
    tripid: v.optional(v.pipe(v.string('tripid must be a string'), v.trim(), v.maxLength(64, 'tripid is too long')), ''),
    stays: v.optional(v.pipe(v.array(StaySchema, 'stays must be a list'), v.maxLength(MAX_STAYS, `stays may hold at most ${MAX_STAYS} stays`)), []),
    /** Whose visas to judge the stays against: the caller when empty. Ignored with a tripid (the trip's travellers). */
    travellerprofileids: v.optional(
      v.pipe(
        v.array(v.pipe(v.string('travellerprofileids must hold profile ids'), v.trim(), v.nonEmpty('travellerprofileids must hold profile ids'), v.maxLength(40, 'travellerprofileids holds too long an id')), 'travellerprofileids must be a list'),
        v.maxLength(MAX_TRAVELLERS, `travellerprofileids may hold at most ${MAX_TRAVELLERS} ids`),
      ),
      [],
    ),
  }),
  response: v.object({ ApiStatus: ApiStatusSchema, homecountry: v.string(), warnings: v.array(VisaWarningSchema) }),
  roles: 'any',
  mutates: false,
});
