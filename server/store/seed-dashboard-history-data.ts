/*
 * What the demo year of bookings is drawn from (seed-dashboard-history.ts): Acme's people with the
 * department, cost centre and projects they book under, and the places and suppliers they fly to.
 * Ids are the demo seed's own (seed-trips.ts, seed-org-masters.ts) so the dashboard filters find them.
 */

export interface HistoryTraveller {
  profileId: string;
  /** How often they travel, relative to the others. */
  weight: number;
  departmentId: string;
  costCenterId: string;
  projectIds: readonly string[];
}

const sales = { departmentId: 'DP1001S', costCenterId: 'CC1001S', projectIds: ['PRJ1001A', 'PRJ1001C', ''] };
const engineering = { departmentId: 'DP1001E', costCenterId: 'CC1001E', projectIds: ['PRJ1001B', ''] };
// Marketing is retired today (seed-org-masters.ts), but its bookings stay in the history it made.
const marketing = { departmentId: 'DP1001M', costCenterId: 'CC1001M', projectIds: [''] };
const noDepartment = { departmentId: '', costCenterId: '', projectIds: [''] };

export const ACME_TRAVELLERS: readonly HistoryTraveller[] = [
  { profileId: '20001', weight: 20, ...sales },
  { profileId: '20002', weight: 10, ...sales },
  { profileId: '20008', weight: 7, ...sales },
  { profileId: '20003', weight: 14, ...engineering },
  { profileId: '20004', weight: 6, ...engineering },
  { profileId: '20007', weight: 9, ...engineering },
  { profileId: '20006', weight: 5, ...marketing },
  { profileId: '20005', weight: 8, ...noDepartment },
];

/** The coordinator books for others now and then. */
export const ACME_COORDINATOR = '20003';

export interface Destination {
  city: string;
  region: string;
  weight: number;
}

export const DOMESTIC_CITIES: readonly Destination[] = [
  { city: 'Mumbai', region: 'IN', weight: 24 },
  { city: 'New Delhi', region: 'IN', weight: 22 },
  { city: 'Bengaluru', region: 'IN', weight: 14 },
  { city: 'Hyderabad', region: 'IN', weight: 12 },
  { city: 'Chennai', region: 'IN', weight: 10 },
  { city: 'Pune', region: 'IN', weight: 8 },
  { city: 'Kolkata', region: 'IN', weight: 6 },
  { city: 'Ahmedabad', region: 'IN', weight: 5 },
  { city: 'Goa', region: 'IN', weight: 3 },
];

export const INTERNATIONAL_CITIES: readonly Destination[] = [
  { city: 'Singapore', region: 'SG', weight: 20 },
  { city: 'Dubai', region: 'AE', weight: 18 },
  { city: 'London', region: 'GB', weight: 14 },
  { city: 'New York', region: 'US', weight: 10 },
  { city: 'Frankfurt', region: 'DE', weight: 9 },
  { city: 'Tokyo', region: 'JP', weight: 6 },
  { city: 'Sydney', region: 'AU', weight: 5 },
  { city: 'Bangkok', region: 'TH', weight: 8 },
];

/** A name drawn in proportion to its weight. */
export interface Weighted {
  name: string;
  weight: number;
}

export const DOMESTIC_AIRLINES: readonly Weighted[] = [
  { name: 'IndiGo', weight: 45 },
  { name: 'Air India', weight: 25 },
  { name: 'Akasa Air', weight: 12 },
  { name: 'SpiceJet', weight: 10 },
  { name: 'Air India Express', weight: 8 },
];

export const INTERNATIONAL_AIRLINES: readonly Weighted[] = [
  { name: 'Air India', weight: 25 },
  { name: 'Emirates', weight: 22 },
  { name: 'Singapore Airlines', weight: 20 },
  { name: 'Lufthansa', weight: 12 },
  { name: 'British Airways', weight: 11 },
  { name: 'IndiGo', weight: 10 },
];

/** The sandbox insurer the insurance product books with (its invoices name it the same way). */
export const INSURER = 'Sandbox General Insurance Co Ltd';

export const POLICY_REASONS: readonly Weighted[] = [
  { name: 'Fare above the lowest available fare', weight: 45 },
  { name: 'Booked less than 7 days before travel', weight: 30 },
  { name: 'Cabin above the grade entitlement', weight: 15 },
  { name: 'Airline not preferred', weight: 10 },
];

export const PAYMENT_MODES: readonly Weighted[] = [
  { name: 'company', weight: 60 },
  { name: 'creditcard', weight: 25 },
  { name: 'cashcard', weight: 15 },
];
