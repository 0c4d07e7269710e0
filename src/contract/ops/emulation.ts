import type { Operation } from '../operation';

/** Operations of the emulation area (issue 3). */
export const emulationOperations = {} satisfies Record<string, Operation>;
