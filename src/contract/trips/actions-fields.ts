import * as v from 'valibot';
import { calendarDate } from '../calendar-date';

/** Request fields shared by the trip-action operations (trip-actions*.ts). */
export const tripId = v.pipe(v.string('tripid is required'), v.trim(), v.nonEmpty('tripid is required'), v.maxLength(64, 'tripid is too long'));

export const remarks = v.optional(v.pipe(v.string('remarks must be a string'), v.trim(), v.maxLength(1000, 'remarks is too long')), '');

export const isoDate = (field: string) => v.pipe(v.string(`${field} is required`), v.isoDate(`${field} must be a date (YYYY-MM-DD)`), calendarDate(field));

/** The spec's calls carry the caller's own ids; the dispatcher refuses anyone else's. */
export const ownIds = {
  profileid: v.optional(v.string('profileid must be a string')),
  corporateid: v.optional(v.string('corporateid must be a string')),
};

/** Amounts travel as decimal strings with two places (never floats). */
export const MoneySchema = v.pipe(v.string(), v.regex(/^-?\d+\.\d{2}$/));

export { PdfResultSchema } from '../pdf-result';
