import { tripAmendmentInboxOperations } from './trips-amendment-inbox';
import { tripCoreOperations } from './trips-core';
import { tripItemOperations } from './trips-items';
import { tripMasterOperations } from './trips-masters';
import { tripRecallOperations } from './trips-recall';

/** Every trip-core operation (trips spec §7.1, §7.2; names the spec leaves open are in docs/operations.md). */
export const tripOperations = { ...tripCoreOperations, ...tripItemOperations, ...tripMasterOperations, ...tripRecallOperations, ...tripAmendmentInboxOperations };
