/** docs/product.md#validation-rules "password at least 8 characters with lowercase, uppercase and digit". */
export const PASSWORD_RULE_MESSAGE = 'Password must have at least 8 characters with a lowercase letter, an uppercase letter and a digit.';

export function isStrongPassword(password: string): boolean {
  return password.length >= 8 && /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password);
}
