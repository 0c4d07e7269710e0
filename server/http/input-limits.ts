/**
 * Every limit on what a client may send, in one place. The body walk (input-guard.ts) applies the
 * structural ones to every route's body, query string and path parameters before any handler runs;
 * the contract's shared schemas (src/contract/limits.ts) use the id range.
 */
export const INPUT_LIMITS = {
  /** Largest request body in bytes (uploads have their own, larger file limit). */
  bodyBytes: 1024 * 1024,
  /** Deepest nesting of objects and arrays; the deepest real request is under 10. */
  depth: 32,
  /** Longest string in characters; the longest real field (a chosen offer as base64) is 200,000. */
  stringLength: 256 * 1024,
  /** Most elements in one array. */
  arrayLength: 1000,
  /** Most keys in one object. */
  objectKeys: 1000,
} as const;

export { ID_RANGE } from '../../src/contract/limits';
