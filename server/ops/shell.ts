import type { OperationHandler } from '../dispatch/types';

export const shellHandlers: OperationHandler[] = [];
