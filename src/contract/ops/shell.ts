import type { Operation } from '../operation';

/** Operations of the shell area (issue 3). */
export const shellOperations = {} satisfies Record<string, Operation>;
