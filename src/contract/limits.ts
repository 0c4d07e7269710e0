import * as v from 'valibot';

/** Numeric ids the database keeps in int4 columns: a larger number can never name a row. */
export const ID_RANGE = { min: 1, max: 2_147_483_647 } as const;

const inIdRange = (text: string) => {
  const n = Number(text);
  return n >= ID_RANGE.min && n <= ID_RANGE.max;
};

/** A numeric id sent as text ("42"): digits only, within the int4 range of the column it names. */
export const numericIdField = (name: string) =>
  v.pipe(
    v.string(`${name} is required`),
    v.regex(/^\d{1,12}$/, `${name} must be a number`),
    v.check(inIdRange, `${name} must be an id from ${ID_RANGE.min} to ${ID_RANGE.max}`),
  );
