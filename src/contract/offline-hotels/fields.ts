import * as v from 'valibot';
import { calendarDateField } from '../calendar-date';

/* Field schemas of the desk's calls (each contract folder keeps its own: features never import each other). */

/** The caller's own ids may be sent; the dispatcher refuses anyone else's. */
export const ownIds = {
  profileid: v.optional(v.string('profileid must be a string')),
  corporateid: v.optional(v.string('corporateid must be a string')),
};

export const idField = (name: string) => v.pipe(v.string(`${name} is required`), v.trim(), v.nonEmpty(`${name} is required`), v.maxLength(64, `${name} is too long`));
export const optionalId = (name: string) => v.optional(v.pipe(v.string(`${name} must be a string`), v.trim(), v.maxLength(64, `${name} is too long`)), '');
export const requiredText = (name: string, max: number) =>
  v.pipe(v.string(`${name} is required`), v.trim(), v.nonEmpty(`${name} is required`), v.maxLength(max, `${name} is too long`));
export const optionalText = (name: string, max: number) => v.optional(v.pipe(v.string(`${name} must be a string`), v.trim(), v.maxLength(max, `${name} is too long`)), '');
export const dateField = calendarDateField;
