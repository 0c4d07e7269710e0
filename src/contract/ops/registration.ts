import type { Operation } from '../operation';

/** Operations of the registration area (issue 3). */
export const registrationOperations = {} satisfies Record<string, Operation>;
