import { tryParseMinorUnits } from '../../../domain/money';
import { formatDate } from '../../../domain/format';

/*
 * The insurance e-ticket reuses the rail ticket's record (docs/product.md#records InsuranceInvoice): each train-style
 * field carries a policy value (docs/features/insurance.md). The page labels every field by what
 * it means for a policy and hides the ones that carry nothing. Pure: the page and the tests share it.
 */

type Wire = Readonly<Record<string, unknown>>;

/** A wire value as display text: strings trimmed, numbers as written, anything else ''. */
export function fieldText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export interface LabelledValue {
  label: string;
  value: string;
}

const asDate = (value: string) => (/^\d{4}-\d{2}-\d{2}/.test(value) ? formatDate(value.slice(0, 10)) : value);
const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).toLowerCase();

/** Category description with its code, whichever of the two the record carries. */
function category(record: Wire): string {
  const name = fieldText(record.fromstnname);
  const code = fieldText(record.fromstncode);
  return name && code && name !== code ? `${name} (${code})` : name || code;
}

/** The policy fields in reading order, each with the train-style field that carries it. */
const POLICY_FIELDS: readonly { label: string; read: (record: Wire) => string }[] = [
  { label: 'Plan name', read: (r) => fieldText(r.trainname) },
  { label: 'Policy number', read: (r) => fieldText(r.trainnumber) },
  { label: 'Category', read: category },
  // deptime is the cover's start; jdate (the "travel date") says the same and stands in when it is missing.
  { label: 'Cover start date', read: (r) => asDate(fieldText(r.deptime) || fieldText(r.jdate)) },
  { label: 'Cover end date', read: (r) => asDate(fieldText(r.arrtime)) },
  { label: 'Days covered', read: (r) => fieldText(r.numseatsavail) },
  { label: 'Booking reference', read: (r) => fieldText(r.pnr) },
  { label: 'Contact mobile', read: (r) => fieldText(r.paxmobile) },
  { label: 'Contact email', read: (r) => fieldText(r.paxemail) },
  { label: 'Plan code', read: (r) => fieldText(r.trainclass) },
  { label: 'Domestic / international', read: (r) => capitalised(fieldText(r.quota)) },
  { label: 'Booked on', read: (r) => asDate(fieldText(r.bookedon)) },
];

/** The record's policy fields that carry something, labelled by their policy meaning. */
export function policyFields(record: Wire): LabelledValue[] {
  return POLICY_FIELDS.map(({ label, read }) => ({ label, value: read(record) })).filter((f) => f.value !== '');
}

/** The booking reference the header shows: ours, else the record's pnr (the same reference). */
export function bookingReference(record: Wire): string {
  return fieldText(record.tgbookingref) || fieldText(record.pnr);
}

export function isConfirmed(passenger: Wire): boolean {
  const status = fieldText(passenger.status).toLowerCase();
  return status === 'confirmed' || status === 'confirm';
}

/**
 * docs/product.md#screens-and-routes: Cancel only when the record has no trip id (a policy added to a trip is cancelled with
 * the trip); and only while some traveller is still covered, else there is nothing to cancel. A
 * booking still waiting for its card payment is not a policy yet: the server refuses to cancel it.
 */
export function canCancel(record: Wire, passengers: readonly Wire[]): boolean {
  const unpaid = fieldText(record.bookingstatus).toLowerCase() === 'paymentpending';
  return fieldText(record.tripid) === '' && !unpaid && passengers.some(isConfirmed);
}

/** The seat and meal columns are rail leftovers: shown only when some traveller has a value. */
export function optionalColumns(passengers: readonly Wire[]): { seat: boolean; meal: boolean } {
  return {
    seat: passengers.some((p) => fieldText(p.seatnumber) !== ''),
    meal: passengers.some((p) => fieldText(p.mealpref) !== ''),
  };
}

/** 'male' → 'Male': the wire keeps the form's lower-case values. */
export function genderName(passenger: Wire): string {
  return capitalised(fieldText(passenger.gender));
}

export function travellerName(passenger: Wire): string {
  return [passenger.title, passenger.firstname, passenger.lastname].map(fieldText).filter(Boolean).join(' ');
}

/** A wire amount ("1234.00") as paise, or null when it is missing or not a decimal. */
export function amountPaise(value: unknown): bigint | null {
  return tryParseMinorUnits(fieldText(value));
}

export interface FareRow {
  label: string;
  paise: bigint;
}

/**
 * The fare breakup. The rail record's fee fields are reused for the policy: totalbasefare is the
 * premium, and handlingcharges carries the GST on it (the insurer's 18%), so it is labelled 'GST'
 * rather than the rail ticket's 'reservation and levy fee'. totalinvoice is premium plus GST.
 */
export function fareRows(record: Wire): FareRow[] {
  const rows: { label: string; paise: bigint | null }[] = [
    { label: 'Basic fare', paise: amountPaise(record.totalbasefare) },
    { label: 'GST', paise: amountPaise(record.handlingcharges) },
    { label: 'Total net', paise: amountPaise(record.totalinvoice) },
  ];
  return rows.filter((row): row is FareRow => row.paise !== null);
}

/** The original ticket's address, only when it is a web address (never a javascript: URL). */
export function originalTicketUrl(record: Wire): string {
  const url = fieldText(record.original_eticket_url);
  return /^(https?:\/\/|\/(?!\/))/i.test(url) ? url : '';
}
