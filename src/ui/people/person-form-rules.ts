import * as v from 'valibot';
import { PASSWORD_RULE_MESSAGE, isStrongPassword } from '../../domain/password';
import { MAX_INVITES } from '../../contract/people/operations';
import { emailField, gradeIdField, mobileField, nameField, reportsToField, roleField, titleField } from '../../contract/people/person-fields';
import { fieldErrorsOf } from '../components/master-form-errors';

/* The people screens' form rules, built from the contract's field schemas so the words match the server's. */

/** The edit modal's record: role, manager and grade. */
export const RoleFormSchema = v.object({ corporate_role: roleField(), reportstoid: reportsToField(), gradeid: gradeIdField() });

const oneEmail = emailField('email');

/** Addresses typed or pasted, separated by commas, semicolons, spaces or lines; duplicates once. */
export function parseEmailList(text: string): { emails: string[]; invalid: string[]; problem: string } {
  const parts = text.split(/[\s,;]+/).filter((p) => p !== '');
  const emails: string[] = [];
  const invalid: string[] = [];
  for (const part of parts) {
    const parsed = v.safeParse(oneEmail, part);
    if (!parsed.success) invalid.push(part);
    else if (!emails.includes(parsed.output)) emails.push(parsed.output);
  }
  const problem =
    invalid.length > 0
      ? `Not email addresses: ${invalid.join(', ')}`
      : emails.length === 0
        ? 'Enter at least one email address'
        : emails.length > MAX_INVITES
          ? `At most ${MAX_INVITES} addresses at a time`
          : '';
  return { emails, invalid, problem };
}

// A type, not an interface: fieldErrorsOf wants a Record-compatible value.
export type ConfirmValues = {
  title: string;
  first_name: string;
  last_name: string;
  mobilenumber: string;
  password: string;
  confirm: string;
};

const ConfirmFieldsSchema = v.object({
  title: titleField('title'),
  first_name: nameField('first_name'),
  last_name: nameField('last_name'),
  mobilenumber: mobileField('mobilenumber'),
});

/** The invitation page's checks: the contract's fields, then the password rule and its repetition. */
export function confirmErrors(values: ConfirmValues): Partial<Record<keyof ConfirmValues, string>> {
  const errors: Partial<Record<keyof ConfirmValues, string>> = fieldErrorsOf(ConfirmFieldsSchema, values);
  if (!isStrongPassword(values.password)) errors.password = PASSWORD_RULE_MESSAGE;
  if (values.confirm !== values.password) errors.confirm = 'The passwords do not match';
  return errors;
}
