import type { OperationHandler } from '../../dispatch/types';
import {
  addBillableCustomerHandler,
  getBillableCustomersHandler,
  updateBillableCustomerHandler,
} from './billable-customers';
import { getAdminAuditHandler } from './admin-audit';
import { adminMessageHandlers } from './admin-messages';
import { financeMasterHandlers } from './finance-handlers';
import { orgMasterHandlers } from './org-handlers';
import { addTravelReasonHandler, deleteTravelReasonHandler, updateTravelReasonHandler, viewTravelReasonsHandler } from './travel-reasons';
import { addTripPurposeHandler, deleteTripPurposeHandler, updateTripPurposeHandler, viewTripPurposesHandler } from './trip-purposes';

/** Every company-master handler (contract: src/contract/masters/operations.ts). */
export const masterHandlers: readonly OperationHandler[] = [
  getBillableCustomersHandler,
  addBillableCustomerHandler,
  updateBillableCustomerHandler,
  ...adminMessageHandlers,
  getAdminAuditHandler,
  ...financeMasterHandlers,
  ...orgMasterHandlers,
  viewTripPurposesHandler,
  addTripPurposeHandler,
  updateTripPurposeHandler,
  deleteTripPurposeHandler,
  viewTravelReasonsHandler,
  addTravelReasonHandler,
  updateTravelReasonHandler,
  deleteTravelReasonHandler,
];
