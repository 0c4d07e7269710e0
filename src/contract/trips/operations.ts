import { tripAmendmentInboxOperations } from './amendment-inbox';
import { tripCoreOperations } from './core';
import { corporateTripsOperations } from './corporate-trips';
import { tripItemOperations } from './items';
import { tripMasterOperations } from './masters';
import { tripRecallOperations } from './recall';

/** Every trip-core operation (names the product leaves open are marked in docs/operations.md). */
export const tripOperations = { ...tripCoreOperations, ...tripItemOperations, ...tripMasterOperations, ...tripRecallOperations, ...tripAmendmentInboxOperations, ...corporateTripsOperations };
