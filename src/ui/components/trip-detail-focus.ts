import type { TripDetailField } from '../../domain/required-trip-details';

/** The id of each required detail's control on a book page (the cost centre comes with the project). */
export const TRIP_DETAIL_IDS: Record<TripDetailField, string> = {
  purpose: 'trip-purpose',
  reason: 'trip-reason',
  projectid: 'trip-project',
  costcenterid: 'trip-project',
  customerid: 'trip-billable-customer',
};

/** Takes the user to a missing detail: on a long page the error would otherwise sit out of sight. */
export function focusTripDetail(field: TripDetailField): void {
  const control = document.getElementById(TRIP_DETAIL_IDS[field]);
  if (!control) return;
  // jsdom has no scrollIntoView; browsers do.
  control.scrollIntoView?.({ block: 'center' });
  control.focus();
}
