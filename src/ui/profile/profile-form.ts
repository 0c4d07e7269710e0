import type { ProfileMaster } from '../../contract/login';
import type { GenericCustomField } from '../../contract/custom-fields/fields';
import { DIAL_CODES } from '../../domain/dial-codes';
import type { ProfileConfirmation } from '../../domain/profile-confirmation';

/** The dialog's starting values: the stored details, the dial code shown with its plus. */
export function detailsOf(profile: ProfileMaster): ProfileConfirmation {
  return {
    title: profile.passport_title,
    firstName: profile.passport_first_name,
    lastName: profile.passport_last_name,
    countryCode: profile.mobile_countrycode ? `+${profile.mobile_countrycode.replace(/^\+/, '')}` : '',
    mobile: profile.mobile,
    gender: profile.gender,
    birthDate: profile.birthdate,
  };
}

/** Dial-code options; a stored code missing from the list is offered too, so it is never lost. */
export function dialCodeOptions(current: string): { value: string; label: string }[] {
  const known = DIAL_CODES.map((c) => ({ value: c.code, label: `${c.code} ${c.country}` }));
  const extra = current && !DIAL_CODES.some((c) => c.code === current) ? [{ value: current, label: current }] : [];
  return [{ value: '', label: 'Select' }, ...extra, ...known];
}

const CUSTOM_FIELDS_PREFIX = 'customfields: ';

/**
 * The custom field a server refusal names ('customfields: <Label> is required' and the like, see
 * src/domain/custom-fields.ts), with the text to show under it; null when it names none of them.
 * The longest matching label wins, so 'Code' never takes the message of 'Code name'.
 */
export function customFieldRefusal(message: string, fields: readonly Pick<GenericCustomField, 'fieldid' | 'label'>[]): { fieldid: string; text: string } | null {
  if (!message.startsWith(CUSTOM_FIELDS_PREFIX)) return null;
  const text = message.slice(CUSTOM_FIELDS_PREFIX.length);
  const named = fields.filter((f) => text.startsWith(`${f.label} `)).sort((a, b) => b.label.length - a.label.length)[0];
  return named ? { fieldid: named.fieldid, text } : null;
}
