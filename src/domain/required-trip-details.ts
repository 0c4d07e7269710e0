/*
 * The trip details a company requires before anything is booked (docs/features/flights-booking.md
 * "Required trip details"). One rule for both sides: the book pages check it before their review
 * step, and the booking operations refuse the same request with a 400 naming the field.
 */

/** The company's switches, as TG-GETTRIPVALIDATIONS serves them. */
export interface RequiredTripDetails {
  purposerequired: boolean;
  reasonrequired: boolean;
  projectrequired: boolean;
  costcentrerequired: boolean;
  /** A trip billed to a customer must name the customer (docs/features/masters.md). */
  billablecustomerrequired: boolean;
}

/** The trip billed to a customer ('nonbillalble' is the wire contract's spelling of the other value). */
export const BILLABLE = 'billable';

/** What a booking request carries of them; '' is "Select". */
export interface TripDetailValues {
  purpose: string;
  reason: string;
  projectid: string;
  costcenterid: string;
  /** 'billable', 'nonbillalble' or '': only 'billable' asks for a customer. */
  billabletype: string;
  /** The billable customer's id. */
  customerid: string;
}

/** The details that can be missing (billabletype is a choice, never a "Select"). */
export type TripDetailField = Exclude<keyof TripDetailValues, 'billabletype'>;

export interface TripDetailProblem {
  field: TripDetailField;
  message: string;
}

/** Nothing required: a company that never said otherwise keeps its old behaviour. */
export const NO_REQUIRED_TRIP_DETAILS: RequiredTripDetails = {
  purposerequired: false,
  reasonrequired: false,
  projectrequired: false,
  costcentrerequired: false,
  billablecustomerrequired: false,
};

/** Our words, one per field, in the order the form shows them (the first missing one is reported). */
export const TRIP_DETAIL_MESSAGES: Record<TripDetailField, string> = {
  purpose: 'Select a purpose of travel',
  reason: 'Select a reason for travel',
  projectid: 'Select a project',
  costcenterid: 'Select a project with a cost centre',
  customerid: 'Select a billable customer',
};

const RULES: [TripDetailField, keyof RequiredTripDetails][] = [
  ['purpose', 'purposerequired'],
  ['reason', 'reasonrequired'],
  ['projectid', 'projectrequired'],
  ['costcenterid', 'costcentrerequired'],
  ['customerid', 'billablecustomerrequired'],
];

/** A customer is asked for only of a trip billed to one. */
const applies = (field: TripDetailField, values: TripDetailValues) =>
  field !== 'customerid' || values.billabletype.trim() === BILLABLE;

/** Every required detail left on "Select", in form order; [] when the request may go on. */
export function tripDetailProblems(rules: RequiredTripDetails, values: TripDetailValues): TripDetailProblem[] {
  const missing = ([field, rule]: [TripDetailField, keyof RequiredTripDetails]) =>
    rules[rule] && applies(field, values) && values[field].trim() === '';
  return RULES.filter(missing).map(([field]) => ({
    field,
    message: TRIP_DETAIL_MESSAGES[field],
  }));
}

/** The server's 400 text: the field first, as every refusal of bad input names it. */
export function tripDetailRefusal(rules: RequiredTripDetails, values: TripDetailValues): string | null {
  const [first] = tripDetailProblems(rules, values);
  return first ? `${first.field}: ${first.message}` : null;
}
