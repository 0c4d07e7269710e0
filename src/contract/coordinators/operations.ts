import * as v from 'valibot';
import { calendarDate } from '../calendar-date';
import { ApiStatusSchema } from '../envelope';
import { optionalText } from '../fields';
import { defineOperation } from '../operation';
import { type Role, TRAVEL_ADMINS } from '../roles';
import { COORDINATOR_OPID, CoordinatorTripSchema, TravelCoordinatorMappingSchema, TravelCoordinatorSchema } from './shapes';

/*
 * The eight travel-coordinator calls (docs/features/coordinators.md): admins map travellers to
 * coordinators, travellers ask for one, a coordinator reads their travellers and their trips.
 */

const call = { opid: COORDINATOR_OPID, actionKey: 'action' } as const;
const ok = { ApiStatus: ApiStatusSchema };
/** The caller's own ids; the dispatcher refuses anyone else's. */
const ownIds = {
  profileid: v.optional(v.string('profileid must be a string')),
  corporateid: v.optional(v.string('corporateid must be a string')),
};
const requiredId = (name: string) =>
  v.pipe(v.string(`${name} is required`), v.trim(), v.nonEmpty(`${name} is required`), v.maxLength(64, `${name} is too long`));
const deletionRemarks = v.pipe(
  v.string('deletionremarks is required'),
  v.trim(),
  v.nonEmpty('deletionremarks is required'),
  v.maxLength(500, 'deletionremarks is too long'),
);
const optionalDate = (name: string) =>
  v.optional(v.pipe(v.string(`${name} must be a date (YYYY-MM-DD)`), v.trim(), v.regex(/^(\d{4}-\d{2}-\d{2})?$/, `${name} must be a date (YYYY-MM-DD)`), calendarDate(name)), '');

/** A coordinator reads their own travellers and trips; admins read any coordinator's. */
export const COORDINATOR_READERS: readonly Role[] = ['travelcoordinator', ...TRAVEL_ADMINS];

/** Every mapping of the company, active and requested, by coordinator then traveller. */
export const getAllTcTravellers = defineOperation({
  ...call,
  action: 'getalltctravellers',
  request: v.object(ownIds),
  response: v.object({ ...ok, TravelCoordinatorMapping: v.array(TravelCoordinatorMappingSchema) }),
  roles: TRAVEL_ADMINS,
  mutates: false,
});

/** The company's coordinators; anyone may list them, to ask for one. */
export const getTravelCoordinators = defineOperation({
  ...call,
  action: 'gettravelcoordinators',
  request: v.object(ownIds),
  response: v.object({ ...ok, TravelCoordinator: v.array(TravelCoordinatorSchema) }),
  roles: 'any',
  mutates: false,
});

/** A coordinator's active travellers; tcprofileid empty = the caller (a coordinator may name only themselves). */
export const getTravellersUnderTc = defineOperation({
  ...call,
  action: 'gettravellersundertc',
  request: v.object({ ...ownIds, tcprofileid: v.optional(v.pipe(v.string('tcprofileid must be a string'), v.trim()), '') }),
  response: v.object({ ...ok, TravelCoordinatorMapping: v.array(TravelCoordinatorMappingSchema) }),
  roles: COORDINATOR_READERS,
  mutates: false,
});

/** A traveller asks to be handled by a coordinator; an admin maps them (addupdatetravelcoordinator). */
export const requestTc = defineOperation({
  ...call,
  action: 'requesttc',
  request: v.object({ ...ownIds, tcprofileid: requiredId('tcprofileid'), remarks: optionalText('remarks', 500) }),
  response: v.object({ ...ok, recordid: v.string() }),
  roles: 'any',
  mutates: true,
});

/** Ends one mapping or request: its traveller, or a travel admin. */
export const deleteTc = defineOperation({
  ...call,
  action: 'deletetc',
  request: v.object({ ...ownIds, recordid: requiredId('recordid'), deletionremarks: deletionRemarks }),
  response: v.object(ok),
  roles: 'any',
  mutates: true,
});

/** Sets which travellers a coordinator handles: the list given becomes the whole set (requests in it are granted). */
export const addUpdateTravelCoordinator = defineOperation({
  ...call,
  action: 'addupdatetravelcoordinator',
  request: v.object({
    ...ownIds,
    jsondata: v.object(
      {
        TravelCoordinatorMapping: v.object(
          {
            tcprofileid: requiredId('tcprofileid'),
            travellerprofileids: v.pipe(
              v.array(requiredId('travellerprofileids'), 'travellerprofileids must be a list of profile ids'),
              v.maxLength(2000, 'travellerprofileids may name at most 2000 travellers'),
            ),
          },
          'TravelCoordinatorMapping is required',
        ),
      },
      'jsondata is required',
    ),
  }),
  response: v.object({ ...ok, tcprofileid: v.string(), travellercount: v.number() }),
  roles: TRAVEL_ADMINS,
  mutates: true,
});

/** Unmaps every traveller and request of a coordinator (their role stays: roles are the People tab's). */
export const deleteTravelCoordinator = defineOperation({
  ...call,
  action: 'deletetravelcoordinator',
  request: v.object({ ...ownIds, tcprofileid: requiredId('tcprofileid'), deletionremarks: deletionRemarks }),
  response: v.object(ok),
  roles: TRAVEL_ADMINS,
  mutates: true,
});

/**
 * Trips of the coordinator's travellers that end on or after fromdate (default today) and start on
 * or before todate (if given), going to countrycode ('' = anywhere); soonest first. Admins may name
 * a coordinator with tcprofileid.
 */
export const getUpcomingTripsForTc = defineOperation({
  ...call,
  action: 'getupcomingtripsfortc',
  request: v.object({
    ...ownIds,
    countrycode: v.optional(
      v.pipe(v.string('countrycode must be a string'), v.trim(), v.toUpperCase(), v.regex(/^([A-Z]{2})?$/, 'countrycode must be 2 letters (ISO 3166)')),
      '',
    ),
    fromdate: optionalDate('fromdate'),
    todate: optionalDate('todate'),
    tcprofileid: v.optional(v.pipe(v.string('tcprofileid must be a string'), v.trim()), ''),
  }),
  response: v.object({ ...ok, list: v.array(CoordinatorTripSchema) }),
  roles: COORDINATOR_READERS,
  mutates: false,
});

export const coordinatorOperations = {
  getAllTcTravellers,
  getTravelCoordinators,
  getTravellersUnderTc,
  requestTc,
  deleteTc,
  addUpdateTravelCoordinator,
  deleteTravelCoordinator,
  getUpcomingTripsForTc,
};
