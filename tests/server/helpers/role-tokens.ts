import { eq } from 'drizzle-orm';
import { profiles } from '../../../server/store/schema';
import { ROLES, type Role } from '../../../src/contract/roles';
import type { TestApp } from './test-app';

/** A demo account per role; no demo account holds financemanager, so `tokensForEveryRole` gives it to one. */
export const ROLE_ACCOUNTS: Record<Role, string> = {
  employee: 'traveller@acme.test',
  travelcoordinator: 'coordinator@acme.test',
  traveladmin: 'traveladmin@acme.test',
  superadmin: 'superadmin@acme.test',
  travelmanager: 'manager@acme.test',
  financeadmin: 'finance@acme.test',
  financemanager: 'unverified@acme.test',
};

/** Logs in one Acme user of every role (for the role walks over admin operations). */
export async function tokensForEveryRole(t: TestApp): Promise<Map<Role, string>> {
  await t.store.db.update(profiles).set({ role: 'financemanager' }).where(eq(profiles.userId, ROLE_ACCOUNTS.financemanager));
  const tokens = new Map<Role, string>();
  for (const role of ROLES) tokens.set(role, await t.token(ROLE_ACCOUNTS[role]));
  return tokens;
}
