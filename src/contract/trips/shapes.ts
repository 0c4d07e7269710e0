import * as v from 'valibot';
import { calendarDate } from '../calendar-date';
import { TRIP_AMOUNT_PATTERN } from '../../domain/trip-money';

/** Shapes shared by the trip operations (trips*.ts): request fields and the answers' records. */

export const tripIdField = v.pipe(v.string('tripid is required'), v.trim(), v.nonEmpty('tripid is required'), v.maxLength(64, 'tripid is too long'));
export const idField = (name: string) => v.pipe(v.string(`${name} is required`), v.trim(), v.nonEmpty(`${name} is required`), v.maxLength(64, `${name} is too long`));
export const optionalId = (name: string) => v.optional(v.pipe(v.string(`${name} must be a string`), v.trim(), v.maxLength(64, `${name} is too long`)), '');
export const requiredText = (name: string, max: number) =>
  v.pipe(v.string(`${name} is required`), v.trim(), v.nonEmpty(`${name} is required`), v.maxLength(max, `${name} is too long`));
export const optionalText = (name: string, max: number) => v.optional(v.pipe(v.string(`${name} must be a string`), v.trim(), v.maxLength(max, `${name} is too long`)), '');
export const isoDateField = (name: string) => v.pipe(v.string(`${name} is required`), v.isoDate(`${name} must be a date (YYYY-MM-DD)`), calendarDate(name));
export const remarksField = optionalText('remarks', 1000);
export const amountField = (name: string) =>
  v.optional(v.pipe(v.string(`${name} must be a decimal string`), v.trim(), v.regex(TRIP_AMOUNT_PATTERN, `${name} must be an amount like 1234.50`)), '0');

/** The spec's calls carry the caller's own ids; the dispatcher refuses anyone else's. */
export const ownIds = {
  profileid: v.optional(v.string('profileid must be a string')),
  corporateid: v.optional(v.string('corporateid must be a string')),
};

/** ISO 3166 alpha-2 codes; a comma-separated string is accepted too (the spec leaves the form open). */
export const countriesField = v.pipe(
  v.union([v.array(v.string()), v.string()], 'destinationcountries must be a list of country codes'),
  v.transform((value) => (typeof value === 'string' ? value.split(',') : value).map((c) => c.trim().toUpperCase()).filter((c) => c !== '')),
  v.check((list) => list.length > 0, 'destinationcountries is required'),
  v.check((list) => list.length <= 20 && list.every((c) => /^[A-Z]{2}$/.test(c)), 'destinationcountries must be 2-letter country codes'),
);

export const BILLABLE_TYPES = ['billable', 'nonbillalble'] as const;

export const TripTravellerSchema = v.object({
  tripid: v.string(),
  corporateid: v.string(),
  travellerprofileid: v.string(),
  name: v.string(),
  addedon: v.string(),
});

/** CorporateTrip (docs/product.md#records) plus the fields the lite read gives (docs/operations.md). Amounts are decimal strings. */
export const CorporateTripSchema = v.object({
  tripid: v.string(),
  tripname: v.string(),
  corporateid: v.string(),
  traveller_profileid: v.string(),
  travellername: v.string(),
  travellers: v.array(TripTravellerSchema),
  createdby: v.string(),
  createdbyprofileid: v.string(),
  createdon: v.string(),
  status: v.string(),
  origin: v.string(),
  destination: v.string(),
  destinationcountries: v.array(v.string()),
  fromdate: v.string(),
  todate: v.string(),
  /** The journey date the lite read's callers use: the trip's first day. */
  jdate: v.string(),
  triptypeid: v.string(),
  domint: v.string(),
  travelclass: v.string(),
  budgetedby: v.string(),
  autocreateexpensereport: v.boolean(),
  imprestrequired: v.boolean(),
  imprestamountrequested: v.string(),
  imprestcurrency: v.string(),
  currency_conversionrate: v.string(),
  basecurrency_amount: v.string(),
  imprestid: v.string(),
  travelreason: v.string(),
  otherreason: v.string(),
  trip_purpose: v.string(),
  trip_budget: v.string(),
  trip_projectid: v.string(),
  departmentid: v.string(),
  costcenterid: v.string(),
  billableid: v.string(),
  budgetid: v.string(),
  billabletype: v.string(),
  clientref: v.string(),
});
export type CorporateTripWire = v.InferOutput<typeof CorporateTripSchema>;

/** CorporateTripItem (docs/product.md#records). */
export const CorporateTripItemSchema = v.object({
  itemid: v.string(),
  requestitemid: v.string(),
  itemtype: v.string(),
  totalamount: v.string(),
  responseid: v.string(),
  selected_json: v.string(),
  addedon: v.string(),
  addedby: v.string(),
  tripid: v.string(),
  status: v.string(),
  txid: v.string(),
  reftxid: v.string(),
  corporateid: v.string(),
  supplier: v.string(),
});

export const CorporateTripRequestItemSchema = v.object({
  requestitemid: v.string(),
  tripid: v.string(),
  itemtype: v.string(),
  offline: v.boolean(),
  details: v.record(v.string(), v.unknown()),
  status: v.string(),
  addedby: v.string(),
  addedon: v.string(),
});

/** ExpenseApprovalTracker rows: one per lifecycle event. */
export const TripTrackerRowSchema = v.object({
  trackerid: v.string(),
  tripid: v.string(),
  action: v.string(),
  fromstatus: v.string(),
  tostatus: v.string(),
  byprofileid: v.string(),
  byname: v.string(),
  remarks: v.string(),
  createdon: v.string(),
});

export const TripApprovalSummarySchema = v.object({
  level: v.number(),
  approverprofileid: v.string(),
  approvername: v.string(),
  onbehalfofprofileid: v.string(),
  status: v.string(),
  remarks: v.string(),
  decidedon: v.string(),
});

export const TripTypeSchema = v.object({ triptypeid: v.string(), triptypename: v.string(), domint: v.string(), triplocationgroupid: v.string() });

export const ProjectSchema = v.object({
  projectid: v.string(),
  projectname: v.string(),
  projectcode: v.string(),
  costcenterid: v.string(),
  departmentid: v.string(),
  triptypeid: v.string(),
});
