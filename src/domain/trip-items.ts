import type { TripStatus } from './trip-lifecycle-types';

/** Trip item types (docs/product.md#records), exactly as spelled there. */
export const TRIP_ITEM_TYPES = [
  'flight',
  'hotel',
  'bus',
  'train',
  'cab',
  'visa',
  'imprest',
  'intlcallingcard',
  'serviceapartment',
  'offlinecarrental',
  'offlinehotel',
  'offlineflight',
  'own arrangement',
  'insurance',
] as const;
export type TripItemType = (typeof TRIP_ITEM_TYPES)[number];

/** docs/product.md#trips: "Item status is 'active' on add". */
export const ITEM_STATUS_ON_ADD = 'active';

/**
 * Booked/chosen items may change while the trip is a draft or rejected, and once it may be booked
 * (approved, submitted in book-then-approve mode, booked). Under approval the request is frozen so
 * the approver decides on what they saw; cancelled or cancelling trips take no new items.
 */
const ITEM_STATUSES: readonly TripStatus[] = ['pending', 'rejected', 'approved', 'submitted', 'ticketed', 'rescheduled', 'paymentreleased'];

export function canChangeTripItems(status: string): boolean {
  return (ITEM_STATUSES as readonly string[]).includes(status);
}
