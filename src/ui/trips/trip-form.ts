import { TRIP_DETAIL_MESSAGES } from '../../domain/required-trip-details';
import { TRIP_AMOUNT_PATTERN } from '../../domain/trip-money';
import { isOtherReason } from '../../domain/trip-purpose';
import type { TripInput } from '../../contract/trips/input';
import type { CorporateTripWire } from '../../contract/trips/shapes';

/** The create-trip form's values and its field-level checks (pure: tested without a browser). */
export interface TripFormValues {
  tripname: string;
  travelreason: string;
  otherreason: string;
  origin: string;
  destination: string;
  /** ISO 3166 alpha-2 codes (they decide domestic/international, docs/product.md#validation-rules). */
  destinationcountries: string[];
  triptypeid: string;
  /** YYYY-MM-DD, or '' before the user picks. */
  fromdate: string;
  todate: string;
  travelclass: string;
  projectid: string;
  /** The stored trip's project with its charging, kept when the project is no longer offered (deactivated or expired). */
  keptProject: ProjectChoice | null;
  billable: boolean;
  /** The billable customer ('' is "Select"); sent only for a billable trip. */
  customerid: string;
  imprestrequired: boolean;
  /** Decimal text as typed ("2500", "2500.50"). */
  imprestamount: string;
  imprestcurrency: string;
}

export const EMPTY_TRIP_FORM: TripFormValues = {
  tripname: '',
  travelreason: '',
  otherreason: '',
  origin: '',
  destination: '',
  destinationcountries: [],
  triptypeid: '',
  fromdate: '',
  todate: '',
  travelclass: 'economy',
  projectid: '',
  keptProject: null,
  billable: false,
  customerid: '',
  imprestrequired: false,
  imprestamount: '',
  // docs/product.md#constants-and-code-tables: created trips default to imprestcurrency USD.
  imprestcurrency: 'USD',
};

export type TripFormErrors = Partial<Record<keyof TripFormValues, string>>;

export interface TripFormRules {
  /** The company requires a project (corporate trip settings); the form cannot know otherwise. */
  projectRequired?: boolean;
  /** The company's longest trip in days (0 = no limit). */
  maxTripDays?: number;
  /** A billable trip must name a billable customer (corporate trip settings). */
  billableCustomerRequired?: boolean;
}

function tripDays(fromdate: string, todate: string): number {
  return Math.round((Date.parse(todate) - Date.parse(fromdate)) / 86_400_000) + 1;
}

/** Every problem at once, keyed by field, so each input shows its own message. */
export function validateTripForm(values: TripFormValues, rules: TripFormRules = {}): TripFormErrors {
  const errors: TripFormErrors = {};
  if (!values.tripname.trim()) errors.tripname = 'Please enter the trip name';
  else if (values.tripname.trim().length > 100) errors.tripname = 'Trip name must be at most 100 characters';
  if (!values.travelreason.trim()) errors.travelreason = 'Please select the travel reason';
  if (isOtherReason(values.travelreason) && !values.otherreason.trim())
    errors.otherreason = 'Please enter the other reason';
  if (!values.origin.trim()) errors.origin = 'Please enter the origin';
  if (!values.destination.trim()) errors.destination = 'Please enter the destination';
  if (values.destinationcountries.length === 0) errors.destinationcountries = 'Please select the destination country';
  if (!values.fromdate) errors.fromdate = 'Please select the from date';
  if (!values.todate) errors.todate = 'Please select the to date';
  else if (values.fromdate && values.todate < values.fromdate) errors.todate = 'To date cannot be before the from date';
  else if (values.fromdate && rules.maxTripDays && tripDays(values.fromdate, values.todate) > rules.maxTripDays) {
    errors.todate = `A trip can last at most ${rules.maxTripDays} days`;
  }
  if (rules.projectRequired && !values.projectid) errors.projectid = 'Please select the project';
  if (rules.billableCustomerRequired && values.billable && !values.customerid) {
    errors.customerid = TRIP_DETAIL_MESSAGES.customerid;
  }
  if (values.imprestrequired) {
    if (!TRIP_AMOUNT_PATTERN.test(values.imprestamount.trim()) || Number(values.imprestamount) <= 0) {
      errors.imprestamount = 'Please enter the imprest amount';
    }
    if (!/^[A-Z]{3}$/.test(values.imprestcurrency)) errors.imprestcurrency = 'Please select the currency';
  }
  return errors;
}

export interface ProjectChoice {
  projectid: string;
  costcenterid: string;
  departmentid: string;
}

/** The form as the createtrip/updatetripdetails jsondata (docs/product.md#constants-and-code-tables defaults where the form asks nothing). */
export function toTripInput(values: TripFormValues, projects: readonly ProjectChoice[]): TripInput {
  // A project no longer offered stays on the trip it was charged to, with its cost centre, unless the user picks another.
  const kept = values.keptProject?.projectid === values.projectid ? values.keptProject : undefined;
  const project = projects.find((p) => p.projectid === values.projectid) ?? kept;
  return {
    tripname: values.tripname.trim(),
    origin: values.origin.trim(),
    destination: values.destination.trim(),
    destinationcountries: values.destinationcountries,
    fromdate: values.fromdate,
    todate: values.todate,
    triptypeid: values.triptypeid,
    traveller_profileid: '',
    travellers: [],
    travelreason: values.travelreason.trim(),
    otherreason: isOtherReason(values.travelreason) ? values.otherreason.trim() : '',
    travelclass: values.travelclass,
    budgetedby: '',
    trip_projectid: values.projectid,
    departmentid: project?.departmentid ?? '',
    costcenterid: project?.costcenterid ?? '',
    billableid: values.billable ? values.customerid : '',
    budgetid: '',
    billabletype: values.billable ? 'billable' : 'nonbillalble',
    trip_budget: '0',
    imprestrequired: values.imprestrequired,
    imprestamountrequested: values.imprestrequired ? values.imprestamount.trim() : '0',
    imprestcurrency: values.imprestcurrency,
    autocreateexpensereport: true,
  };
}

/** A stored trip back in the form, for editing its details. */
export function tripFormValues(trip: CorporateTripWire): TripFormValues {
  const imprest = Number(trip.imprestamountrequested) > 0;
  return {
    tripname: trip.tripname,
    travelreason: trip.travelreason,
    otherreason: trip.otherreason,
    origin: trip.origin,
    destination: trip.destination,
    destinationcountries: [...trip.destinationcountries],
    triptypeid: trip.triptypeid,
    fromdate: trip.fromdate,
    todate: trip.todate,
    travelclass: trip.travelclass || 'economy',
    projectid: trip.trip_projectid,
    keptProject: trip.trip_projectid ? { projectid: trip.trip_projectid, costcenterid: trip.costcenterid, departmentid: trip.departmentid } : null,
    billable: trip.billabletype === 'billable',
    customerid: trip.billabletype === 'billable' ? trip.billableid : '',
    imprestrequired: trip.imprestrequired,
    imprestamount: trip.imprestrequired && imprest ? trip.imprestamountrequested : '',
    imprestcurrency: trip.imprestcurrency || 'USD',
  };
}
