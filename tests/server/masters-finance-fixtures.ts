import { eq } from 'drizzle-orm';
import type { Role } from '../../src/contract/roles';
import { profiles } from '../../server/store/schema';
import type { TestApp } from './helpers/test-app';

/** Shared by tests/server/masters-banks.test.ts and masters-finance.test.ts. */

/**
 * Runs `calls` as finance@acme.test carrying `role` (the demo has no account for some roles),
 * then gives the account its own role back.
 */
export async function asRole<T>(t: TestApp, role: Role, calls: (token: string) => Promise<T>): Promise<T> {
  await t.store.db.update(profiles).set({ role }).where(eq(profiles.id, '20006'));
  try {
    return await calls(await t.token('finance@acme.test'));
  } finally {
    await t.store.db.update(profiles).set({ role: 'financeadmin' }).where(eq(profiles.id, '20006'));
  }
}

/** Globex has no finance account in the demo: its travel admin acts as one for `calls`. */
export async function asGlobexFinance<T>(t: TestApp, calls: (token: string) => Promise<T>): Promise<T> {
  await t.store.db.update(profiles).set({ role: 'financeadmin' }).where(eq(profiles.id, '30003'));
  try {
    return await calls(await t.token('traveladmin@globex.test'));
  } finally {
    await t.store.db.update(profiles).set({ role: 'traveladmin' }).where(eq(profiles.id, '30003'));
  }
}
