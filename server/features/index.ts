import type { OperationHandler } from '../dispatch/types';
import { approvalHandlers } from './approvals/handlers';
import { bookingApprovalHandlers } from './booking-approvals/handlers';
import { bookingsHandlers } from './bookings/handlers';
import { emulationHandlers } from './emulation/handlers';
import { feedbackHandlers } from './feedback/handlers';
import { flightExtrasHandlers } from './flights/extras';
import { flightMasterHandlers } from './flights/masters';
import { flightBookingHandlers } from './flights/booking';
import { flightCancelHandlers } from './flights/cancel';
import { flightRescheduleHandlers } from './flights/reschedule';
import { flightPolicyHandlers } from './flights/policy';
import { flightMoreFaresHandlers } from './flights/more-fares';
import { flightSearchHandlers } from './flights/search';
import { genericHandlers } from './generic/handlers';
import { insuranceHandlers } from './insurance/handlers';
import { insuranceBookingHandlers } from './insurance/booking';
import { masterHandlers } from './masters/handlers';
import { profileHandlers } from './profile/handlers';
import { pushHandlers } from './push/handlers';
import { registrationHandlers } from './registration/handlers';
import { shellHandlers } from './shell/handlers';
import { tripActionHandlers } from './trips/actions';
import { allProducts } from './products';
import { tripHandlers } from './trips/handlers';
import { walletHandlers } from './wallet/handlers';

/** Every handler of the server; tests check each contract operation has one. */
export const allHandlers: readonly OperationHandler[] = [...profileHandlers, ...shellHandlers, ...registrationHandlers, ...emulationHandlers, ...feedbackHandlers, ...pushHandlers, ...approvalHandlers, ...bookingApprovalHandlers, ...tripActionHandlers(allProducts), ...bookingsHandlers(allProducts), ...tripHandlers, ...genericHandlers, ...insuranceHandlers, ...insuranceBookingHandlers, ...walletHandlers, ...flightSearchHandlers, ...flightPolicyHandlers, ...flightExtrasHandlers, ...flightMasterHandlers, ...flightMoreFaresHandlers, ...flightBookingHandlers, ...flightCancelHandlers, ...flightRescheduleHandlers, ...masterHandlers];
