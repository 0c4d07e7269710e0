import * as v from 'valibot';

/**
 * A query-string parameter of a plain GET route as text: the first of a repeated one, '' when
 * absent. Routes add their own checks after it (trim, length, required).
 */
export const queryText = v.optional(
  v.pipe(
    v.union([v.string(), v.array(v.string())], 'must be text'),
    v.transform((raw) => (Array.isArray(raw) ? (raw[0] ?? '') : raw)),
  ),
  '',
);
