import type { OperationHandler } from '../dispatch/types';

export const emulationHandlers: OperationHandler[] = [];
