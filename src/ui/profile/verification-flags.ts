/**
 * Local-storage flags of the verification popup (docs/product.md#profile-confirmation, docs/product.md#shell): the stored verified
 * flag, compared as a string, and one dismissal flag per profile so another account on the same
 * browser still gets its popup.
 */
export const VERIFIED_FLAG = 'voyage.userverified';
const dismissedKey = (profileid: string) => `voyage.verifypopup.dismissed.${profileid}`;

export function storeVerified(verified: boolean): void {
  localStorage.setItem(VERIFIED_FLAG, String(verified));
}

/** The Confirm And Continue variant shows only when the stored flag is exactly the string 'false'. */
export function storedAsUnverified(): boolean {
  return localStorage.getItem(VERIFIED_FLAG) === 'false';
}

export function isDismissed(profileid: string): boolean {
  return localStorage.getItem(dismissedKey(profileid)) === 'true';
}

export function dismiss(profileid: string): void {
  localStorage.setItem(dismissedKey(profileid), 'true');
}
