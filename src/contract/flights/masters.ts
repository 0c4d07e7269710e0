import * as v from 'valibot';
import { defineOperation } from '../operation';
import { ApiStatusSchema } from '../envelope';

/*
 * Lists the flight booking form needs (docs/operations.md "Other operations": TG-GETPURPOSES,
 * TG-GETFLIGHTREASONS, TG-GETPERSONALTRAVELLERS). profileid and corporateid are the session's:
 * the dispatcher refuses anyone else's, and every answer is the caller's company only.
 */

const ownIds = {
  profileid: v.optional(v.string('profileid must be a string')),
  corporateid: v.optional(v.string('corporateid must be a string')),
};
const ok = { ApiStatus: ApiStatusSchema };

/** A purpose of travel (the booking's `purpose`). */
export const PurposeSchema = v.object({ id: v.string(), name: v.string() });
export type Purpose = v.InferOutput<typeof PurposeSchema>;

/** A travel reason (the booking's `reason`); isother true asks for the other-reason text. */
export const FlightReasonSchema = v.object({ id: v.string(), name: v.string(), isother: v.boolean() });
export type FlightReason = v.InferOutput<typeof FlightReasonSchema>;

export const getPurposes = defineOperation({
  opid: 'TG-GETPURPOSES',
  actionKey: null,
  action: null,
  request: v.object(ownIds),
  response: v.object({ ...ok, list: v.array(PurposeSchema) }),
  roles: 'any',
  mutates: false,
});

export const FLIGHT_REASON_SERVICES = ['flight', 'hotel', 'insurance'] as const;

export const getFlightReasons = defineOperation({
  opid: 'TG-GETFLIGHTREASONS',
  actionKey: null,
  action: null,
  request: v.object({
    ...ownIds,
    service: v.optional(v.picklist(FLIGHT_REASON_SERVICES, "service must be 'flight', 'hotel' or 'insurance'"), 'flight'),
  }),
  response: v.object({ ...ok, list: v.array(FlightReasonSchema) }),
  roles: 'any',
  mutates: false,
});

/**
 * A traveller the caller may book for. isprofile true = the caller (names as on the passport);
 * false = a colleague of the same company, listed for travel staff only. Fields fill
 * FlightTraveller (src/contract/flights/booking.ts); '' where the profile holds nothing.
 */
export const PersonalTravellerSchema = v.object({
  profileid: v.string(),
  isprofile: v.boolean(),
  title: v.string(),
  firstname: v.string(),
  lastname: v.string(),
  gender: v.string(),
  dob: v.string(),
  email: v.string(),
  mobile: v.string(),
  mobilecountrycode: v.string(),
  passportnumber: v.string(),
  passportexpiry: v.string(),
  nationality: v.string(),
});
export type PersonalTraveller = v.InferOutput<typeof PersonalTravellerSchema>;

export const getPersonalTravellers = defineOperation({
  opid: 'TG-GETPERSONALTRAVELLERS',
  actionKey: null,
  action: null,
  request: v.object(ownIds),
  /** The caller first, then colleagues by name. */
  response: v.object({ ...ok, list: v.array(PersonalTravellerSchema) }),
  roles: 'any',
  mutates: false,
});

export const flightMasterOperations = { getPurposes, getFlightReasons, getPersonalTravellers } as const;
