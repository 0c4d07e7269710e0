import { ApiError } from '../../api';

/** docs/product.md#error-messages: the fallback texts when a trip call fails without a message of the server's own. */
export const TRIP_FAILURE = {
  create: 'Failed to create trip. Please try again.',
  update: 'Failed to update the trip. Please try again.',
  submitForApproval: 'Failed to submit the trip for approval. Please try again.',
  addRequestItem: 'Failed to add request item to trip. Please try again.',
  deleteItem: 'Failed to delete the trip item. Please try again.',
  amendment: 'Something went wrong. Please try again.',
  book: 'Trip Cannot be Booked, Please try again later.',
} as const;

/** The fallback per queued operation, for outbox entries that failed without a readable reason. */
export const FALLBACK_BY_OPERATION: Record<string, string> = {
  createTrip: TRIP_FAILURE.create,
  updateTripDate: TRIP_FAILURE.update,
  updateTripDetails: TRIP_FAILURE.update,
  addTripRequestItems: TRIP_FAILURE.addRequestItem,
  deleteRequestItemFromTrip: TRIP_FAILURE.deleteItem,
};

/** The transport's stand-in when a 4xx/5xx body had no message ("Request failed (HTTP 500)."). */
const NO_SERVER_MESSAGE = /^Request failed \(HTTP \d+\)\.$/;

/** The server's message when it gave one, else the spec's fallback for the action. */
export function tripFailureMessage(error: unknown, fallback: string): string {
  if (
    error instanceof ApiError &&
    error.message &&
    !NO_SERVER_MESSAGE.test(error.message) &&
    error.message !== 'Unexpected response from the server.'
  ) {
    return error.message;
  }
  return fallback;
}

/** The same rule for an outbox entry's stored reason. */
export function queuedFailureMessage(lastError: string | undefined, operation: string): string {
  const fallback = FALLBACK_BY_OPERATION[operation] ?? TRIP_FAILURE.update;
  return lastError && !NO_SERVER_MESSAGE.test(lastError) ? lastError : fallback;
}
