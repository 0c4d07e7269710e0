import * as v from 'valibot';
import { calendarDateField } from '../calendar-date';
import { isCountryCode } from './countries';

/* Field schemas the passport, visa and verification calls share (docs/features/visas.md). */

/** The caller's own ids may be sent; the dispatcher refuses anyone else's. */
export const ownIds = {
  profileid: v.optional(v.string('profileid must be a string')),
  corporateid: v.optional(v.string('corporateid must be a string')),
};

export const recordidField = (name = 'recordid') =>
  v.pipe(v.string(`${name} is required`), v.trim(), v.regex(/^\d{1,9}$/, `${name} must be a record number`));

export const textField = (name: string, max: number) =>
  v.pipe(v.string(`${name} is required`), v.trim(), v.nonEmpty(`${name} is required`), v.maxLength(max, `${name} is too long`));

/** A document number as printed: letters and digits, upper-cased; spaces and dashes dropped. */
export const documentNumberField = (name: string) =>
  v.pipe(
    v.string(`${name} is required`),
    v.transform((s) => s.replace(/[\s-]/g, '').toUpperCase()),
    v.nonEmpty(`${name} is required`),
    v.regex(/^[A-Z0-9]{1,30}$/, `${name} must be up to 30 letters and digits`),
  );

export const countryField = (name: string) =>
  v.pipe(
    v.string(`${name} is required`),
    v.trim(),
    v.toUpperCase(),
    v.check(isCountryCode, `${name} must be a 2-letter country code (ISO 3166), like GB`),
  );

export const dateField = calendarDateField;

/** An uploaded file's id (POST /api/upload answers it); '' for none where a field is optional. */
export const fileidField = (name: string) =>
  v.pipe(v.string(`${name} must be a string`), v.trim(), v.maxLength(64, `${name} is too long`));
