import type { OperationHandler } from '../dispatch/types';
import { approvalHandlers } from './approvals';
import { emulationHandlers } from './emulation';
import { feedbackHandlers } from './feedback';
import { genericHandlers } from './generic';
import { profileHandlers } from './profile';
import { pushHandlers } from './push';
import { registrationHandlers } from './registration';
import { shellHandlers } from './shell';
import { tripActionHandlers } from './trip-actions';
import { tripHandlers } from './trips';

/** Every handler of the server; tests check each contract operation has one. */
export const allHandlers: readonly OperationHandler[] = [...profileHandlers, ...shellHandlers, ...registrationHandlers, ...emulationHandlers, ...feedbackHandlers, ...pushHandlers, ...approvalHandlers, ...tripActionHandlers, ...tripHandlers, ...genericHandlers];
