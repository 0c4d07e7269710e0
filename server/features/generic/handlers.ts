import { getNearestAirport, getNearestHotelCity, getStatesForCountry } from '../../../src/contract/generic/operations';
import { defineHandler } from '../../dispatch/types';
import { nearestAirport, nearestHotelCity, statesOf } from './places';

/*
 * TG-GENERIC (docs/operations.md): the reads use reference data shared by every company. addhotelreview
 * is handled with the other reviews, in server/features/hotel-reviews.
 */
const OK = { status: 'OK' } as const;

export const genericHandlers = [
  defineHandler(getNearestAirport)(async (ctx, { lat, lon, countrycode }) => ({
    ResponseStatus: OK,
    ...(await nearestAirport(ctx, { lat, lon }, countrycode ?? '')),
  })),

  defineHandler(getNearestHotelCity)(async (ctx, { lat, lon, countrycode }) => ({
    ResponseStatus: OK,
    ...(await nearestHotelCity(ctx, { lat, lon }, countrycode ?? '')),
  })),

  defineHandler(getStatesForCountry)(async (ctx, { countrycode }) => ({
    ResponseStatus: OK,
    states: await statesOf(ctx, countrycode),
  })),
];
