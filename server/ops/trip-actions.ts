import type { OperationHandler } from '../dispatch/types';
import { tripAmendmentHandlers } from './trip-actions-amendment';
import { tripImprestHandlers } from './trip-actions-imprest';
import { tripInfoHandlers } from './trip-actions-info';
import { tripLifecycleHandlers } from './trip-actions-lifecycle';
import { tripRescheduleHandlers } from './trip-actions-reschedule';
import { tripDocketHandlers } from './trip-docket';
import { tripDocumentHandlers } from './trip-documents';

/** Every handler of the trip-actions area (src/contract/ops/trip-actions.ts → tripActionOperations). */
export const tripActionHandlers: OperationHandler[] = [
  ...tripLifecycleHandlers,
  ...tripAmendmentHandlers,
  ...tripRescheduleHandlers,
  ...tripInfoHandlers,
  ...tripImprestHandlers,
  ...tripDocumentHandlers,
  ...tripDocketHandlers,
];
