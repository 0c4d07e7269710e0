import type { Operation } from './operation';
import { approvalOperations } from './approvals/operations';
import { bookingApprovalOperations } from './booking-approvals/operations';
import { bookingsOperations } from './bookings/operations';
import { coordinatorOperations } from './coordinators/operations';
import { customFieldOperations } from './custom-fields/operations';
import { dashboardOperations } from './dashboards/operations';
import { emulationOperations } from './emulation/operations';
import { expenseOperations } from './expenses/operations';
import { feedbackOperations } from './feedback/operations';
import { flightBookingOperations } from './flights/booking';
import { flightCancelOperations } from './flights/cancel';
import { flightExtrasOperations } from './flights/extras';
import { flightMasterOperations } from './flights/masters';
import { flightPolicyOperations } from './flights/policy';
import { flightRescheduleOperations } from './flights/reschedule';
import { flightSearchOperations } from './flights/search';
import { genericOperations } from './generic/operations';
import { hotelReviewOperations } from './hotel-reviews/operations';
import { hotelSearchOperations } from './hotels/operations';
import { guestHouseOperations } from './guesthouses/operations';
import { insuranceOperations } from './insurance/operations';
import { insuranceBookingOperations } from './insurance/booking';
import { masterOperations } from './masters/operations';
import { offlineHotelOperations } from './offline-hotels/operations';
import { peopleOperations } from './people/operations';
import { policyOperations } from './policy/operations';
import { locationGroupOperations } from './location-groups/operations';
import { locationGroupTripTypeOperations } from './location-groups/trip-types';
import { perDiemOperations } from './per-diem/operations';
import { profileOperations } from './profile/operations';
import { pushOperations } from './push/operations';
import { registrationOperations } from './registration/operations';
import { shellOperations } from './shell/operations';
import { tripActionOperations } from './trips/actions';
import { tripOperations } from './trips/operations';
import { walletOperations } from './wallet/operations';
import { visaOperations } from './visas/operations';

/** Every operation of the product. The server registers a handler for each; the client calls by these. */
export const operations = {
  ...profileOperations,
  ...shellOperations,
  ...registrationOperations,
  ...emulationOperations,
  ...expenseOperations,
  ...feedbackOperations,
  ...pushOperations,
  ...approvalOperations,
  ...bookingApprovalOperations,
  ...bookingsOperations,
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
  ...flightCancelOperations,
  ...flightRescheduleOperations,
  ...masterOperations,
  ...coordinatorOperations,
  ...customFieldOperations,
  ...peopleOperations,
  ...policyOperations,
  ...locationGroupOperations,
  ...locationGroupTripTypeOperations,
  ...perDiemOperations,
  ...visaOperations,
  ...dashboardOperations,
  ...hotelSearchOperations,
  ...hotelReviewOperations,
  ...guestHouseOperations,
  ...offlineHotelOperations,
} satisfies Record<string, Operation>;
export type OperationName = keyof typeof operations;
/** The operations that change something: the only ones the outbox queues (a read has nothing to replay). */
export type ChangeName = { [K in OperationName]: (typeof operations)[K]['mutates'] extends true ? K : never }[OperationName];
