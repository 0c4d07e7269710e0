import type { Operation } from './operation';
import { approvalOperations } from './ops/approvals';
import { bookingApprovalOperations } from './ops/booking-approvals';
import { emulationOperations } from './ops/emulation';
import { feedbackOperations } from './ops/feedback';
import { flightBookingOperations } from './ops/flights-booking';
import { flightExtrasOperations } from './ops/flights-extras';
import { flightMasterOperations } from './ops/flights-masters';
import { flightPolicyOperations } from './ops/flights-policy';
import { flightSearchOperations } from './ops/flights-search';
import { genericOperations } from './ops/generic';
import { insuranceOperations } from './ops/insurance';
import { insuranceBookingOperations } from './ops/insurance-booking';
import { profileOperations } from './ops/profile';
import { pushOperations } from './ops/push';
import { registrationOperations } from './ops/registration';
import { shellOperations } from './ops/shell';
import { tripActionOperations } from './ops/trip-actions';
import { tripOperations } from './ops/trips';
import { walletOperations } from './ops/wallet';

/** Every operation of the product. The server registers a handler for each; the client calls by these. */
export const operations = {
  ...profileOperations,
  ...shellOperations,
  ...registrationOperations,
  ...emulationOperations,
  ...feedbackOperations,
  ...pushOperations,
  ...approvalOperations,
  ...bookingApprovalOperations,
  ...tripActionOperations,
  ...tripOperations,
  ...genericOperations,
  ...insuranceOperations,
  ...insuranceBookingOperations,
  ...walletOperations,
  ...flightSearchOperations,
  ...flightPolicyOperations,
  ...flightExtrasOperations,
  ...flightMasterOperations,
  ...flightBookingOperations,
} satisfies Record<string, Operation>;
export type OperationName = keyof typeof operations;
