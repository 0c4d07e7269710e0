import type { OperationHandler } from '../dispatch/types';
import { profileHandlers } from './profile';

/** Every handler of the server; tests check each contract operation has one. */
export const allHandlers: readonly OperationHandler[] = [...profileHandlers];
