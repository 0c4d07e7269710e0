import { tripAmendmentInboxOperations } from './amendment-inbox';
import { tripCoreOperations } from './core';
import { tripItemOperations } from './items';
import { tripMasterOperations } from './masters';
import { tripRecallOperations } from './recall';

/** Every trip-core operation (trips spec §7.1, §7.2; names the spec leaves open are in docs/operations.md). */
export const tripOperations = { ...tripCoreOperations, ...tripItemOperations, ...tripMasterOperations, ...tripRecallOperations, ...tripAmendmentInboxOperations };
