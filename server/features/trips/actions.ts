import type { BookingProduct } from '../../booking/product';
import type { OperationHandler } from '../../dispatch/types';
import { tripAmendmentHandlers } from './actions-amendment';
import { tripImprestHandlers } from './actions-imprest';
import { tripInfoHandlers } from './actions-info';
import { tripLifecycleHandlers } from './actions-lifecycle';
import { tripRescheduleHandlers } from './actions-reschedule';
import { tripDocketHandlers } from './docket';
import { tripDocumentHandlers } from './documents';

/** Every handler of the trip-actions area (src/contract/trips/actions.ts → tripActionOperations). */
export const tripActionHandlers = (products: readonly BookingProduct[]): OperationHandler[] => [
  ...tripLifecycleHandlers(products),
  ...tripAmendmentHandlers,
  ...tripRescheduleHandlers,
  ...tripInfoHandlers,
  ...tripImprestHandlers,
  ...tripDocumentHandlers,
  ...tripDocketHandlers(products),
];
