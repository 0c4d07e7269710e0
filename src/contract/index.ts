import { changePassword, updateContactInfo, ping } from './ops/profile';
import type { Operation } from './operation';

/** Every operation of the product. The server registers a handler for each; the client calls by these. */
export const operations = { changePassword, updateContactInfo, ping } satisfies Record<string, Operation>;
export type OperationName = keyof typeof operations;
