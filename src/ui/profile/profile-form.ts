import type { ProfileMaster } from '../../contract/login';
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
