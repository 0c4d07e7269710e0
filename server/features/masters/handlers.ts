import type { OperationHandler } from '../../dispatch/types';
import {
  addBillableCustomerHandler,
  getBillableCustomersHandler,
  updateBillableCustomerHandler,
} from './billable-customers';

/** Every company-master handler (contract: src/contract/masters/operations.ts). */
export const masterHandlers: readonly OperationHandler[] = [
  getBillableCustomersHandler,
  addBillableCustomerHandler,
  updateBillableCustomerHandler,
];
