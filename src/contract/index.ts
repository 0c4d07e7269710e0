import type { Operation } from './operation';
import { emulationOperations } from './ops/emulation';
import { profileOperations } from './ops/profile';
import { registrationOperations } from './ops/registration';
import { shellOperations } from './ops/shell';

/** Every operation of the product. The server registers a handler for each; the client calls by these. */
export const operations = {
  ...profileOperations,
  ...shellOperations,
  ...registrationOperations,
  ...emulationOperations,
} satisfies Record<string, Operation>;
export type OperationName = keyof typeof operations;
