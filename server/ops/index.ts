import type { OperationHandler } from '../dispatch/types';
import { approvalHandlers } from './approvals';
import { bookingApprovalHandlers } from './booking-approvals';
import { emulationHandlers } from './emulation';
import { feedbackHandlers } from './feedback';
import { flightExtrasHandlers } from './flights-extras';
import { flightMasterHandlers } from './flights-masters';
import { flightBookingHandlers } from './flights-booking';
import { flightPolicyHandlers } from './flights-policy';
import { flightMoreFaresHandlers } from './flights-more-fares';
import { flightSearchHandlers } from './flights-search';
import { genericHandlers } from './generic';
import { insuranceHandlers } from './insurance';
import { insuranceBookingHandlers } from './insurance-booking';
import { profileHandlers } from './profile';
import { pushHandlers } from './push';
import { registrationHandlers } from './registration';
import { shellHandlers } from './shell';
import { tripActionHandlers } from './trip-actions';
import { tripHandlers } from './trips';
import { walletHandlers } from './wallet';

/** Every handler of the server; tests check each contract operation has one. */
export const allHandlers: readonly OperationHandler[] = [...profileHandlers, ...shellHandlers, ...registrationHandlers, ...emulationHandlers, ...feedbackHandlers, ...pushHandlers, ...approvalHandlers, ...bookingApprovalHandlers, ...tripActionHandlers, ...tripHandlers, ...genericHandlers, ...insuranceHandlers, ...insuranceBookingHandlers, ...walletHandlers, ...flightSearchHandlers, ...flightPolicyHandlers, ...flightExtrasHandlers, ...flightMasterHandlers, ...flightMoreFaresHandlers, ...flightBookingHandlers];
