import * as v from 'valibot';

/*
 * Schemas of one CSV cell (always a string). The message of every issue names the column, so the
 * import report can say "line 7, email: email must be an email address". The shapes are those of
 * the masters' forms and of registration (src/contract/registration/operations.ts): a column
 * accepts what the matching screen accepts.
 */

export const requiredCell = (column: string, max: number) =>
  v.pipe(v.string(`${column} is required`), v.trim(), v.nonEmpty(`${column} is required`), v.maxLength(max, `${column} is too long (at most ${max} characters)`));

export const optionalCell = (column: string, max: number) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, `${column} is too long (at most ${max} characters)`)), '');

/** Codes are kept upper case, so 'sal' and 'SAL' are one code (as the master forms keep them). */
export const codeCell = (column: string) =>
  v.pipe(requiredCell(column, 30), v.toUpperCase(), v.regex(/^[A-Z0-9][A-Z0-9_/-]*$/, `${column} may hold only letters, digits, -, _ and /`));

/** A code naming another record ('' = none). */
export const optionalCodeCell = (column: string) =>
  v.pipe(optionalCell(column, 30), v.toUpperCase(), v.regex(/^$|^[A-Z0-9][A-Z0-9_/-]*$/, `${column} may hold only letters, digits, -, _ and /`));

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailCell = (column: string) =>
  v.pipe(requiredCell(column, 254), v.toLowerCase(), v.regex(EMAIL_SHAPE, `${column} must be an email address`));

export const optionalEmailCell = (column: string) =>
  v.pipe(optionalCell(column, 254), v.toLowerCase(), v.regex(/^$|^[^\s@]+@[^\s@]+\.[^\s@]+$/, `${column} must be an email address`));

/** Registration's rule: digits only, 7 to 15 of them. */
export const mobileCell = (column: string) => v.pipe(requiredCell(column, 15), v.regex(/^\d{7,15}$/, `${column} must be 7 to 15 digits`));

/** A person's name: letters (any script), spaces, apostrophes, dots and hyphens. */
export const nameCell = (column: string) =>
  v.pipe(requiredCell(column, 60), v.regex(/^[\p{L}][\p{L}\p{M} .'-]*$/u, `${column} may hold only letters, spaces, ', . and -`));

export const choiceCell = <T extends string>(column: string, choices: readonly T[], fallback: T) =>
  v.pipe(
    optionalCell(column, 40),
    v.transform((text) => text || fallback),
    v.picklist(choices, `${column} must be one of ${choices.join(', ')}`),
  );

/** '' or a real YYYY-MM-DD day (2027-02-30 is refused). */
export const optionalDateCell = (column: string) =>
  v.pipe(
    optionalCell(column, 10),
    v.regex(/^$|^\d{4}-\d{2}-\d{2}$/, `${column} must be a date (YYYY-MM-DD)`),
    v.check((text) => text === '' || new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text, `${column} must be a real date`),
  );

/** A decimal amount with at most 2 places, as the money fields take it ('' = 0). */
export const amountCell = (column: string) =>
  v.pipe(optionalCell(column, 12), v.transform((text) => text || '0'), v.regex(/^\d{1,8}(\.\d{1,2})?$/, `${column} must be an amount like 1234.50`));

/** An amount that may be left empty: '' means none (no limit). */
export const optionalAmountCell = (column: string) =>
  v.pipe(optionalCell(column, 12), v.regex(/^(\d{1,8}(\.\d{1,2})?)?$/, `${column} must be an amount like 1234.50, or empty for none`));

export const numberCell = (column: string, limit: number) =>
  v.pipe(
    requiredCell(column, 20),
    v.regex(/^-?\d+(\.\d+)?$/, `${column} must be a number`),
    v.transform(Number),
    v.check((n) => Math.abs(n) <= limit, `${column} must be between -${limit} and ${limit}`),
  );

export const yesNoCell = (column: string) =>
  v.pipe(
    optionalCell(column, 5),
    v.toLowerCase(),
    v.transform((text) => text || 'yes'),
    v.picklist(['yes', 'no'], `${column} must be yes or no`),
    v.transform((text) => text === 'yes'),
  );
