import * as v from 'valibot';
import { SALUTATIONS } from '../../domain/registration';
import { ROLES } from '../roles';

/*
 * Fields of a person as administrators add and list them (docs/features/people.md). The add form
 * validates with these same schemas (src/ui/people/person-form-rules.ts), so both sides refuse
 * the same things with the same words.
 */

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** docs/product.md#validation-rules: 10 to 15 digits with an optional leading plus. */
const PHONE_SHAPE = /^\+?\d{10,15}$/;

export const emailField = (name: string) =>
  v.pipe(
    v.string(`${name} is required`),
    v.trim(),
    v.toLowerCase(),
    v.nonEmpty(`${name} is required`),
    v.maxLength(254, `${name} is too long`),
    v.regex(EMAIL_SHAPE, `${name} must be an email address`),
  );

export const nameField = (name: string) =>
  v.pipe(v.string(`${name} is required`), v.trim(), v.nonEmpty(`${name} is required`), v.maxLength(60, `${name} is too long`));

export const mobileField = (name: string) =>
  v.pipe(v.string(`${name} is required`), v.trim(), v.regex(PHONE_SHAPE, `${name} must be 10 to 15 digits, optionally after a +`));

export const titleField = (name: string) => v.picklist(SALUTATIONS, `${name} must be one of ${SALUTATIONS.join(', ')}`);

export const roleField = () => v.picklist(ROLES, `corporate_role must be one of ${ROLES.join(', ')}`);

/** The company's own code for the person; '' = none. Upper-cased so 'e12' and 'E12' are one code. */
export const employeeCodeField = () =>
  v.optional(
    v.pipe(
      v.string('employeecode must be a string'),
      v.trim(),
      v.toUpperCase(),
      v.maxLength(30, 'employeecode is too long'),
      v.regex(/^[A-Z0-9_/-]*$/, 'employeecode may hold only letters, digits, -, _ and /'),
    ),
    '',
  );

/** A person of the caller's company, by profile id (the `userid` of resend activation, docs/features/people.md). */
export const userIdField = () =>
  v.pipe(v.string('userid is required'), v.trim(), v.nonEmpty('userid is required'), v.maxLength(64, 'userid is too long'));

/** '' = reports to no one. */
export const reportsToField = () =>
  v.optional(v.pipe(v.string('reportstoid must be a string'), v.trim(), v.maxLength(64, 'reportstoid is too long')), '');

const gradeIdText = () => v.pipe(v.string('gradeid must be a string'), v.trim(), v.maxLength(64, 'gradeid is too long'));

/** The person's grade, one of the company's (docs/features/masters.md "Grades"); '' = none. */
export const gradeIdField = () => v.optional(gradeIdText(), '');

/** On an edit, left out keeps the grade the person has, so a client that knows nothing of grades clears none. */
export const gradeIdChange = () => v.optional(gradeIdText());

/** What every added person has; a traveller is added with these alone. */
export const travellerEntries = {
  title: titleField('title'),
  first_name: nameField('first_name'),
  last_name: nameField('last_name'),
  email: emailField('email'),
  mobilenumber: mobileField('mobilenumber'),
  employeecode: employeeCodeField(),
  reportstoid: reportsToField(),
  gradeid: gradeIdField(),
};

export const ACCOUNT_STATUSES = ['pending', 'active', 'deactivated'] as const;
export type AccountStatusName = (typeof ACCOUNT_STATUSES)[number];

/** One row of the people list (ProfileLite, docs/features/people.md). */
export const PersonLiteSchema = v.object({
  profileid: v.string(),
  email: v.string(),
  title: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  mobilenumber: v.string(),
  employeecode: v.string(),
  corporate_role: v.picklist(ROLES),
  reportstoid: v.string(),
  reportstoname: v.string(),
  /** '' = no grade. */
  gradeid: v.string(),
  gradename: v.string(),
  status: v.picklist(ACCOUNT_STATUSES),
  approvalstatus: v.picklist(['pending', 'approved']),
});
export type PersonLite = v.InferOutput<typeof PersonLiteSchema>;
