import * as v from 'valibot';
import { defineOperation } from '../operation';
import { TRAVEL_ADMINS } from '../roles';
import { masterListQuery, masterListTotal } from './list-query';
import { expense, jsondataOf, ok, optionalText, ownIds, requiredText } from './master-fields';

/* Popular places: the company's offices and other places its travellers often go to (docs/features/masters.md). */

export const PopularLocalitySchema = v.object({
  recordid: v.string(),
  placename: v.string(),
  address: v.string(),
  city: v.string(),
  countrycode: v.string(),
  lat: v.number(),
  lon: v.number(),
});
export type PopularLocality = v.InferOutput<typeof PopularLocalitySchema>;

const coordinate = (name: string, limit: number) =>
  v.pipe(
    v.number(`${name} is required`),
    v.minValue(-limit, `${name} must be between -${limit} and ${limit}`),
    v.maxValue(limit, `${name} must be between -${limit} and ${limit}`),
  );

export const addPopularPlace = defineOperation({
  ...expense,
  action: 'addpopularplace',
  request: jsondataOf('PopularLocality', {
    placename: requiredText('placename', 120),
    address: optionalText('address', 300),
    city: requiredText('city', 80),
    countrycode: v.pipe(
      v.string('countrycode is required'),
      v.trim(),
      v.toUpperCase(),
      v.regex(/^[A-Z]{2}$/, 'countrycode must be 2 letters (ISO 3166)'),
    ),
    lat: coordinate('lat', 90),
    lon: coordinate('lon', 180),
  }),
  response: v.object({ ...ok, recordid: v.string() }),
  roles: TRAVEL_ADMINS,
  mutates: true,
});

/** Every role lists them (place pickers). Sortable by placename (default), city, countrycode. */
export const viewPopularPlaces = defineOperation({
  ...expense,
  action: 'viewpopularplaces',
  request: v.object({ ...ownIds, ...masterListQuery }),
  response: v.object({ ...ok, PopularLocality: v.array(PopularLocalitySchema), ...masterListTotal }),
  roles: 'any',
  mutates: false,
});

/** Nothing refers to a popular place, so it is deleted outright. */
export const deletePopularPlace = defineOperation({
  ...expense,
  action: 'deletepopularplace',
  request: v.object({ ...ownIds, recordid: requiredText('recordid', 64) }),
  response: v.object(ok),
  roles: TRAVEL_ADMINS,
  mutates: true,
});

export const popularPlaceOperations = { addPopularPlace, viewPopularPlaces, deletePopularPlace };
