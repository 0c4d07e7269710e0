import type { OperationHandler } from '../../dispatch/types';

export const registrationHandlers: OperationHandler[] = [];
