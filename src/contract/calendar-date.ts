import * as v from 'valibot';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * True for YYYY-MM-DD naming a day that exists (years 0001-9999). A pattern alone lets through
 * 2027-02-31 and 0000-01-01, which the database refuses: every date field checks the calendar.
 */
export function isCalendarDate(text: string): boolean {
  const m = DAY.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one; setUTCFullYear keeps years below 100 as given.
  const last = new Date(0);
  last.setUTCFullYear(year, month, 0);
  return day <= last.getUTCDate();
}

/** The pipe step every date field ends with: '<name> is not a calendar date'. */
export const calendarDate = (name: string) => v.check((text: string) => text === '' || isCalendarDate(text), `${name} is not a calendar date`);

/** A required YYYY-MM-DD field that names a real day. */
export const calendarDateField = (name: string) =>
  v.pipe(v.string(`${name} is required`), v.isoDate(`${name} must be a date (YYYY-MM-DD)`), calendarDate(name));
