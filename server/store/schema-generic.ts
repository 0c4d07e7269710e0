/* Tables of TG-GENERIC (docs/operations.md, issue 4); re-exported by schema.ts so one migration set covers them. */
import { boolean, date, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { corporates, profiles } from './schema-core';
import { trips } from './schema-trips';

/** First-level divisions of a country (states, union territories, emirates...). Reference data, not per company. */
export const geoStates = pgTable(
  'geo_states',
  {
    countryCode: text('country_code').notNull(),
    /** ISO 3166-2 subdivision code without the country prefix ('MH' of IN-MH). */
    code: text('code').notNull(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    /** India's GST state code ('27' for Maharashtra); '' where a country has none. */
    gstCode: text('gst_code').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.countryCode, t.code] })],
);

/** HotelCity (docs/product.md#records): places hotels are searched by. Coordinates in float8 degrees: both drivers return numbers. */
export const hotelCities = pgTable(
  'hotel_cities',
  {
    baseId: text('baseid').primaryKey(),
    placeType: text('placetype').notNull(),
    placeName: text('placename').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    countryCode: text('country_code').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
  },
  (t) => [index('hotel_cities_country_idx').on(t.countryCode)],
);

/**
 * AirportDetail (docs/product.md#records): the OurAirports dataset (server/store/data/airports-dataset.ts), loaded
 * at start by server/store/data/airports-seed.ts. Reference data, not per company.
 */
export const airports = pgTable(
  'airports',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    countryCode: text('country_code').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    /** Larger is busier (see AirportRow.rank): search ranks by it. */
    rank: integer('rank').notNull().default(0),
    /** Has scheduled passenger service: getnearestairport answers only these. */
    scheduled: boolean('scheduled').notNull().default(true),
    /** Other names, comma-separated ('Bangalore', 'Bombay', 'LON'). */
    aliases: text('aliases').notNull().default(''),
    /** Code, city, aliases, name and country in lower case without accents: what search prefilters on. */
    searchText: text('search_text').notNull().default(''),
    /** The dataset version the row came from ('' for rows seeded before issue 6). */
    dataset: text('dataset').notNull().default(''),
  },
  (t) => [index('airports_country_idx').on(t.countryCode), index('airports_lat_idx').on(t.lat)],
);

const rating = (name: string) => doublePrecision(name);

/**
 * A Feedback review (docs/product.md#records) of one transaction (a trip item's txid, or a hotel booking's) by one
 * traveller, sent with TG-GENERIC addhotelreview. One per txid per profile (unique index; a second is a 409).
 */
export const hotelReviews = pgTable(
  'hotel_reviews',
  {
    recordId: text('recordid').primaryKey(),
    txid: text('txid').notNull(),
    /** Null for a hotel stay booked outside a trip (migration 0046, docs/features/feedback.md "Hotel stay reviews"). */
    tripId: text('trip_id').references(() => trips.id, { onDelete: 'cascade' }),
    corporateId: text('corporateid')
      .notNull()
      .references(() => corporates.id),
    profileId: text('profileid')
      .notNull()
      .references(() => profiles.id),
    hotelId: text('hotelid').notNull().default(''),
    hotelName: text('hotel_name').notNull().default(''),
    hotelCity: text('hotel_city').notNull().default(''),
    hotelCountry: text('hotel_country').notNull().default(''),
    dateOfStay: date('dateofstay', { mode: 'string' }),
    overallRating: rating('overallrating').notNull(),
    cleanliness: rating('cleanliness'),
    location: rating('location'),
    service: rating('service'),
    checkin: rating('checkin'),
    value: rating('value'),
    wifi: rating('wifi'),
    recommended: boolean('recommended'),
    feedbackText: text('feedbacktext').notNull().default(''),
    ratedOn: timestamp('ratedon', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('hotel_reviews_txid_profile_key').on(t.corporateId, t.txid, t.profileId),
    index('hotel_reviews_trip_idx').on(t.tripId),
    /** A hotel's reviews by the company's people (gethotelreviews), newest first. */
    index('hotel_reviews_hotel_idx').on(t.corporateId, t.hotelId, t.ratedOn),
  ],
);
