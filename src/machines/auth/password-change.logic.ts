import { PASSWORD_RULE_MESSAGE, isStrongPassword } from '../../domain/password';

export interface PasswordChangeForm {
  current: string;
  next: string;
  confirm: string;
}

export type PasswordChangeErrors = Partial<Record<keyof PasswordChangeForm, string>>;

export type PasswordChangeOutcome = { ok: true } | { ok: false; message: string };

export const CURRENT_REQUIRED = 'Please enter Current password';
export const PASSWORDS_DIFFER = 'Passwords do not match';
export const CHANGE_FAILED = 'Failed to change the password. Please try again.';

/** The new password and its confirmation: the rule shared by password change and password reset. */
export function validateNewPassword({ next, confirm }: Pick<PasswordChangeForm, 'next' | 'confirm'>): Pick<PasswordChangeErrors, 'next' | 'confirm'> {
  return {
    ...(isStrongPassword(next) ? {} : { next: PASSWORD_RULE_MESSAGE }),
    ...(confirm === next ? {} : { confirm: PASSWORDS_DIFFER }),
  };
}

export function validatePasswordChange({ current, next, confirm }: PasswordChangeForm): PasswordChangeErrors {
  return {
    ...(current ? {} : { current: CURRENT_REQUIRED }),
    ...validateNewPassword({ next, confirm }),
  };
}

export function hasErrors(errors: PasswordChangeErrors): boolean {
  return Object.keys(errors).length > 0;
}
