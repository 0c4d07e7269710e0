import type { OperationHandler } from '../dispatch/types';
import { emulationHandlers } from './emulation';
import { profileHandlers } from './profile';
import { registrationHandlers } from './registration';
import { shellHandlers } from './shell';

/** Every handler of the server; tests check each contract operation has one. */
export const allHandlers: readonly OperationHandler[] = [...profileHandlers, ...shellHandlers, ...registrationHandlers, ...emulationHandlers];
