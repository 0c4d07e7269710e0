import * as v from 'valibot';
import { TRIP_ITEM_TYPES } from '../../domain/trip-items';
import { customFieldAnswersField } from '../custom-field-answers';
import { BILLABLE_TYPES, amountField, countriesField, idField, isoDateField, optionalId, optionalText, requiredText } from './shapes';

/**
 * The CorporateTrip a client sends (jsondata of create trip and updatetripdetails). Ids the server
 * owns (tripid, status, createdby, createdon, corporateid) are not taken from here; unknown keys
 * are ignored, so a client may send back the whole record it read.
 */
export const tripFields = {
  tripname: requiredText('tripname', 120),
  origin: requiredText('origin', 80),
  destination: requiredText('destination', 80),
  destinationcountries: countriesField,
  fromdate: isoDateField('fromdate'),
  todate: isoDateField('todate'),
  triptypeid: optionalId('triptypeid'),
  /** Another person's trip (travel staff of the same company only); '' = the caller. */
  traveller_profileid: optionalId('traveller_profileid'),
  /** Fellow travellers (profile ids of the same company), besides traveller_profileid. */
  travellers: v.optional(v.pipe(v.array(v.pipe(v.string('travellers must be profile ids'), v.maxLength(64, 'travellers: id is too long')), 'travellers must be a list'), v.maxLength(20, 'travellers: at most 20')), []),
  travelreason: optionalText('travelreason', 120),
  otherreason: optionalText('otherreason', 300),
  travelclass: optionalText('travelclass', 40),
  budgetedby: optionalText('budgetedby', 80),
  trip_projectid: optionalId('trip_projectid'),
  departmentid: optionalId('departmentid'),
  costcenterid: optionalId('costcenterid'),
  billableid: optionalId('billableid'),
  budgetid: optionalId('budgetid'),
  billabletype: v.optional(v.picklist(BILLABLE_TYPES, "billabletype must be 'billable' or 'nonbillalble'"), 'nonbillalble'),
  trip_budget: amountField('trip_budget'),
  imprestrequired: v.optional(v.boolean('imprestrequired must be true or false'), false),
  imprestamountrequested: amountField('imprestamountrequested'),
  imprestcurrency: v.optional(v.pipe(v.string('imprestcurrency must be a string'), v.trim(), v.regex(/^[A-Z]{3}$/, 'imprestcurrency must be a 3-letter currency code')), 'USD'),
  autocreateexpensereport: v.optional(v.boolean('autocreateexpensereport must be true or false'), true),
  /** Answers to the company's createtrip custom fields (kept on create; docs/features/custom-fields.md). */
  customfields: customFieldAnswersField,
};

const datesInOrder = <T extends { fromdate: string; todate: string }>(trip: T) => trip.fromdate <= trip.todate;

export const TripInputSchema = v.pipe(
  v.object(tripFields, 'jsondata must be a CorporateTrip object'),
  v.forward(v.check(datesInOrder, 'todate must be on or after fromdate'), ['todate']),
);
export type TripInput = v.InferOutput<typeof TripInputSchema>;

/** updatetripdetails: the same record with its tripid. */
export const TripUpdateSchema = v.pipe(
  v.object({ ...tripFields, tripid: idField('tripid') }, 'jsondata must be a CorporateTrip object'),
  v.forward(v.check(datesInOrder, 'todate must be on or after fromdate'), ['todate']),
);

export const itemTypeField = v.picklist(TRIP_ITEM_TYPES, `itemtype must be one of: ${TRIP_ITEM_TYPES.join(', ')}`);

/** CorporateTripItem as a client adds it. */
export const TripItemInputSchema = v.object(
  {
    tripid: idField('tripid'),
    itemtype: itemTypeField,
    totalamount: amountField('totalamount'),
    requestitemid: optionalId('requestitemid'),
    responseid: optionalText('responseid', 200),
    selected_json: v.optional(
      v.pipe(v.string('selected_json must be base64 text'), v.maxLength(200_000, 'selected_json is too long'), v.regex(/^[A-Za-z0-9+/=]*$/, 'selected_json must be base64 text')),
      '',
    ),
    txid: optionalText('txid', 64),
    reftxid: optionalText('reftxid', 64),
    supplier: optionalText('supplier', 120),
  },
  'jsondata must be a CorporateTripItem object',
);

/** A request item: its type and whatever the request form holds (origin, dates, preferences…). */
export const RequestItemInputSchema = v.object({
  itemtype: itemTypeField,
  details: v.optional(
    v.pipe(
      v.record(v.string(), v.unknown(), 'details must be an object'),
      v.check((d) => JSON.stringify(d).length <= 20_000, 'details is too large'),
    ),
    {},
  ),
});

export const requestItemsField = v.pipe(
  v.array(RequestItemInputSchema, 'requestitems must be a list'),
  v.minLength(1, 'requestitems is required'),
  v.maxLength(30, 'requestitems: at most 30'),
);
