import type { LoginOk } from '../../../contract/login';
import type { bookMachine } from './book-machine-calls';

/* What the book page's hook is given: the URL's facts, its machine, and where each outcome leads. */

export interface BookOutcomes {
  /** Booked from the wallet: the e-ticket. */
  onBooked: (txid: string) => void;
  /** Card: the gateway's page, outside the app. */
  onGateway: (paymenturl: string) => void;
  onAddedToTrip: (tripid: string) => void;
}

export interface UseFlightBookingArgs extends BookOutcomes {
  login: LoginOk;
  rid: string;
  /** The chosen farekeys, in selected order (with rid, the clientref's key). */
  farekeys: string[];
  approvalid: string;
  machine: typeof bookMachine;
  priceHoldMs?: number;
}

/** States in which the page waits: its buttons do too. */
export const BUSY = [
  'repricing',
  'sendingForApproval',
  'addingToTrip',
  'redirectingToGateway',
  'booked',
  'addedToTrip',
] as const;
