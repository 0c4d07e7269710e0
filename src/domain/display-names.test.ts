import { describe, expect, it } from 'vitest';
import { ROLES } from '../contract/roles';
import { BOOKING_APPROVAL_STATUSES } from '../contract/booking-approvals/operations';
import { FLIGHT_PAYMENT_MODES } from '../contract/flights/booking-request';
import { CABINS, TRIP_TYPES } from './flight-offer';
import { TRIP_STATUSES } from './trip-lifecycle-types';
import {
  STATUS_NAMES,
  cabinName,
  paymentModeName,
  readableCode,
  roleName,
  statusName,
  tripStatusName,
  tripTypeName,
} from './display-names';
import { explainTerm } from './glossary';

/** The product's status list (docs/product.md#trip-statuses). */
const SPEC_STATUSES = [
  'pending',
  'rejected',
  'approvalpending',
  'partiallyapproved',
  'approved',
  'ticketed',
  'rescheduled',
  'partiallyticketed',
  'canxprocessing',
  'adminpending',
  'refunded',
  'confirm',
  'confirmed',
  'rolledback',
  'sentforamendment',
  'paymentpending',
  'paymentreleased',
  'senttomaker',
  'oktosubmit',
  'surrendered',
  'sendback',
  'submitted',
  'reject',
  'active',
  'cancelled',
  'recalled',
];
/** The status unions of our own records (flight bookings and travellers, insurance, approvals, card payments, trip items). */
const OUR_STATUSES = [
  'paymentpending',
  'expired',
  'pending',
  'ticketed',
  'canxprocessing',
  'cancelled',
  'refunded',
  'rescheduled',
  'failed',
  'booked',
  'confirmed',
  'waiting',
  'skipped',
  'created',
  'succeeded',
  'deleted',
  'requested',
  'complete',
  'partiallycancelled',
  ...BOOKING_APPROVAL_STATUSES,
  ...TRIP_STATUSES,
];

/** A readable name: not shouting, and a compound code becomes several words. */
function expectReadable(code: string, name: string) {
  expect(name, code).not.toBe(code);
  expect(name, code).not.toMatch(/^[A-Z]{4,}$/);
  expect(name.charAt(0), code).toBe(name.charAt(0).toUpperCase());
}

describe('display names', () => {
  it('names every status of the product list and of our records', () => {
    for (const code of [...SPEC_STATUSES, ...OUR_STATUSES]) {
      expect(Object.hasOwn(STATUS_NAMES, code), code).toBe(true);
      expectReadable(code, statusName(code));
    }
    expect(statusName('canxprocessing')).toBe('Cancellation Processing');
    expect(statusName('approvalpending')).toBe('Approval pending');
    expect(statusName('APPROVALPENDING')).toBe('Approval pending');
    expect(statusName('sendback')).toBe('Sent back');
    expect(statusName('oktosubmit')).toBe('OK to submit');
  });

  it('splits compound codes into words', () => {
    for (const code of ['approvalpending', 'partiallyapproved', 'sentforamendment', 'paymentpending', 'rolledback']) {
      expect(statusName(code), code).toContain(' ');
    }
  });

  it('shows a trip never submitted as a draft', () => {
    expect(tripStatusName('pending')).toBe('Draft');
    expect(tripStatusName('approvalpending')).toBe('Approval pending');
  });

  it('names roles, cabins, trip types and payment modes', () => {
    for (const role of ROLES) expectReadable(role, roleName(role));
    expect(roleName('financeadmin')).toBe('Finance admin');
    expect(roleName('travelmanager')).toBe('Travel manager');
    for (const cabin of CABINS) expectReadable(cabin, cabinName(cabin));
    expect(cabinName('premiumeconomy')).toBe('Premium economy');
    for (const type of TRIP_TYPES) expectReadable(type, tripTypeName(type));
    for (const mode of FLIGHT_PAYMENT_MODES) expectReadable(mode, paymentModeName(mode));
    expect(paymentModeName('company')).toBe('Company account');
  });

  it('reads an unknown code as words, never the raw upper-case code', () => {
    expect(readableCode('ADMINAPPROVED')).toBe('Admin approved');
    expect(readableCode('awaiting_supplier')).toBe('Awaiting supplier');
    expect(readableCode('onHold')).toBe('On hold');
    expect(statusName('SUPPLIERHOLD')).toBe('Supplierhold');
    expect(readableCode('')).toBe('Unknown');
  });

  it('explains tax codes and imprest', () => {
    expect(explainTerm('K3')).toBe('GST on fares');
    expect(explainTerm('YR')).toBe('Carrier surcharge');
    expect(explainTerm('YQ')).toBe('Fuel surcharge');
    expect(explainTerm('imprest')).toBe('Travel advance');
    expect(explainTerm('Base fare')).toBeNull();
  });
});
