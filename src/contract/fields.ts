import * as v from 'valibot';
import { GSTIN_MESSAGES, gstinProblem, normaliseGstin } from '../domain/gstin';

/* Field schemas several contracts share; each message names the field. */

/** An optional string, trimmed, '' when absent. */
export const optionalText = (name: string, max: number) =>
  v.optional(v.pipe(v.string(`${name} must be a string`), v.trim(), v.maxLength(max, `${name} is too long`)), '');

/** An app path the card gateway may return to ('' picks the product's own); never another site. */
export const appPath = (name: string) =>
  v.optional(
    v.pipe(
      v.string(`${name} must be a string`),
      v.trim(),
      v.regex(/^(\/(?!\/)[^\s\\]*)?$/, `${name} must be an app path starting with /`),
      v.maxLength(500, `${name} is too long`),
    ),
    '',
  );

/** An optional GSTIN, normalised (upper case, no spaces); '' when absent; a wrong one names its problem. */
export const optionalGstin = () =>
  v.optional(
    v.pipe(
      v.string('gstin must be a string'),
      v.transform(normaliseGstin),
      v.check(
        (g) => g === '' || gstinProblem(g) === null,
        (issue) => GSTIN_MESSAGES[gstinProblem(String(issue.input)) ?? 'pattern'],
      ),
    ),
    '',
  );
