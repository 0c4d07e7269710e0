import type { OperationHandler } from '../../dispatch/types';
import { getVisaCoverageHandler } from './coverage';
import { passportHandlers } from './passports';
import { visaRecordHandlers } from './visa-records';
import { visaVerifyHandlers } from './verify';

/** Every handler of passports and visas (contract: src/contract/visas/operations.ts). */
export const visaHandlers: readonly OperationHandler[] = [...passportHandlers, ...visaRecordHandlers, ...visaVerifyHandlers, getVisaCoverageHandler];
