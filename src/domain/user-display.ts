import type { UserCategory } from '../contract/roles';

/** docs/product.md#roles: "An sme user gets a different page background." */
export function usesSmeBackground(userCategory: UserCategory): boolean {
  return userCategory === 'sme';
}

/**
 * docs/product.md#screens-and-routes: the policy badge shows "only for the corporate user category or users without identity";
 * sme users and business travellers with an identity card book outside a company policy.
 */
export function showsPolicyBadge(user: { user_category: UserCategory; isidentity: boolean }): boolean {
  return user.user_category === 'corporate' || !user.isidentity;
}
