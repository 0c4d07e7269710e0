import { TRIP_STATUSES } from '../../domain/trip-lifecycle-types';

/**
 * docs/product.md#trip-statuses "Booking and trip statuses (display names)". The spec gives a separate display name
 * only for canxprocessing ('Cancellation Processing'); every other status is shown as its name,
 * capitalised. Colours group them: waiting (yellow), good (green), stopped (red), other (gray).
 */

const SPECIAL_NAMES: Record<string, string> = { canxprocessing: 'Cancellation Processing', confirm: 'Confirmed' };

export function tripStatusName(status: string): string {
  const key = status.trim().toLowerCase();
  if (SPECIAL_NAMES[key]) return SPECIAL_NAMES[key];
  return key ? key.charAt(0).toUpperCase() + key.slice(1) : 'Unknown';
}

const GREEN = new Set([
  'approved',
  'ticketed',
  'confirmed',
  'confirm',
  'partiallyticketed',
  'active',
  'paymentreleased',
  'refunded',
]);
const RED = new Set(['rejected', 'reject', 'cancelled', 'rolledback', 'recalled', 'surrendered']);
const YELLOW = new Set([
  'pending',
  'approvalpending',
  'partiallyapproved',
  'adminpending',
  'paymentpending',
  'canxprocessing',
  'sentforamendment',
  'submitted',
  'senttomaker',
  'sendback',
  'oktosubmit',
  'rescheduled',
]);

export function tripStatusColor(status: string): string {
  const key = status.trim().toLowerCase();
  if (GREEN.has(key)) return 'green';
  if (RED.has(key)) return 'red';
  if (YELLOW.has(key)) return 'yellow';
  return 'gray';
}

/** The filter's choices: the statuses a trip can actually reach (docs/trip-lifecycle.md). */
export const TRIP_STATUS_OPTIONS = TRIP_STATUSES.map((value) => ({ value, label: tripStatusName(value) }));
