import { formatDateRange } from './format';

/*
 * Visa coverage (docs/features/visas.md "Coverage"): which stays abroad a traveller's visas do not
 * cover. Pure, so the server judges trips and bookings with it and the tests judge it alone. Only
 * the traveller's home country (the company's) needs no visa; every other country does.
 */

export const VISA_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type VisaStatus = (typeof VISA_STATUSES)[number];

export const VISA_WARNING_KINDS = ['novisa', 'pending', 'rejected', 'notcovering'] as const;
export type VisaWarningKind = (typeof VISA_WARNING_KINDS)[number];

/** Days are YYYY-MM-DD, both ends counted; countries ISO 3166 alpha-2. */
export interface Stay {
  country: string;
  fromdate: string;
  todate: string;
}

export interface VisaOnRecord {
  country: string;
  status: VisaStatus;
  validfrom: string;
  validto: string;
}

export interface VisaWarning extends Stay {
  kind: VisaWarningKind;
}

export function needsVisa(country: string, homeCountry: string): boolean {
  return country.toUpperCase() !== homeCountry.toUpperCase();
}

const covers = (visa: VisaOnRecord, stay: Stay) => visa.validfrom <= stay.fromdate && visa.validto >= stay.todate;

/**
 * Why the visas leave this stay uncovered, or null. A verified visa over the whole stay covers it;
 * otherwise the most hopeful record speaks: one waiting for verification, then a verified one for
 * other dates, then a rejected one, then none at all.
 */
function judge(stay: Stay, visas: readonly VisaOnRecord[]): VisaWarningKind | null {
  const forCountry = visas.filter((v) => v.country.toUpperCase() === stay.country);
  if (forCountry.some((v) => v.status === 'verified' && covers(v, stay))) return null;
  if (forCountry.some((v) => v.status === 'pending')) return 'pending';
  if (forCountry.some((v) => v.status === 'verified')) return 'notcovering';
  if (forCountry.some((v) => v.status === 'rejected')) return 'rejected';
  return 'novisa';
}

/**
 * One warning per country and reason: two uncovered stays in the same country for the same reason
 * become one warning from the first day to the last, so a list never repeats itself.
 */
export function visaWarnings(homeCountry: string, stays: readonly Stay[], visas: readonly VisaOnRecord[]): VisaWarning[] {
  const warnings: VisaWarning[] = [];
  for (const raw of stays) {
    const stay = { ...raw, country: raw.country.toUpperCase() };
    if (stay.country === '' || !needsVisa(stay.country, homeCountry)) continue;
    const kind = judge(stay, visas);
    if (!kind) continue;
    const same = warnings.find((w) => w.country === stay.country && w.kind === kind);
    if (!same) warnings.push({ ...stay, kind });
    else {
      if (stay.fromdate < same.fromdate) same.fromdate = stay.fromdate;
      if (stay.todate > same.todate) same.todate = stay.todate;
    }
  }
  return warnings;
}

/** A warning in words; `country` is the country's name. Neutral wording: approvers and admins read it too. */
export function visaWarningText(warning: VisaWarning, country: string): string {
  const dates = formatDateRange(warning.fromdate, warning.todate);
  switch (warning.kind) {
    case 'novisa':
      return `No visa for ${country} is recorded (travel ${dates}).`;
    case 'pending':
      return `The visa for ${country} is waiting for verification by a travel admin (travel ${dates}).`;
    case 'rejected':
      return `The visa for ${country} was rejected by a travel admin (travel ${dates}).`;
    case 'notcovering':
      return `The verified visa for ${country} does not cover the travel dates (${dates}).`;
  }
}

/** A flight segment as far as stays go: where it lands, when, and how long it waits for the next one. */
export interface FlightLeg {
  destination: string;
  /** Local 'YYYY-MM-DDTHH:mm'. */
  departure: string;
  arrival: string;
  /** Minutes on the ground before the next segment of the same journey; 0 for its last. */
  layover: number;
}

/**
 * Where the flights leave the traveller, and for which days: a journey's last arrival until the
 * next flight leaves (or that day alone when none does). A connection (layover > 0) is a transit,
 * not a stay: transit visas are not judged (docs/features/visas.md).
 */
export function flightStays(legs: readonly FlightLeg[], countryOf: (airport: string) => string): Stay[] {
  const ordered = [...legs].sort((a, b) => a.departure.localeCompare(b.departure));
  const stays: Stay[] = [];
  ordered.forEach((leg, i) => {
    if (leg.layover > 0) return;
    const fromdate = leg.arrival.slice(0, 10);
    const next = ordered[i + 1];
    const todate = next ? next.departure.slice(0, 10) : fromdate;
    stays.push({ country: countryOf(leg.destination).toUpperCase(), fromdate, todate: todate < fromdate ? fromdate : todate });
  });
  return stays.filter((s) => s.country !== '');
}
