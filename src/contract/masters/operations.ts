import { adminAuditOperations } from './admin-audit';
import { adminMessageOperations } from './admin-messages';
import { bankOperations } from './banks';
import { billableCustomerOperations } from './billable-customers';
import { categoryOperations } from './categories';
import { orgMasterOperations } from './org';
import { popularPlaceOperations } from './popular-places';
import { tripPurposeOperations } from './trip-purposes';
import { vehicleOperations } from './vehicles';

/* Every company-master operation (docs/features/masters.md), for the contract index and the server's registry. */
export const masterOperations = {
  ...billableCustomerOperations,
  ...adminMessageOperations,
  ...adminAuditOperations,
  ...bankOperations,
  ...categoryOperations,
  ...vehicleOperations,
  ...popularPlaceOperations,
  ...orgMasterOperations,
  ...tripPurposeOperations,
};
