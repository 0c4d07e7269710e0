import { eq } from 'drizzle-orm';
import type { FlightRules } from '../../../src/contract/policy/rules';
import { travelPolicyVersions } from '../../../server/store/schema';
import type { TestApp } from './test-app';

/** Changes a seeded company's flight rules in place (its version 1, in force), as a test setup step. */
export async function setSeededFlightRules(t: TestApp, corporateId: string, patch: Partial<FlightRules>): Promise<void> {
  const id = `TPV${corporateId}-1`;
  const [row] = await t.store.db.select().from(travelPolicyVersions).where(eq(travelPolicyVersions.id, id));
  if (!row) throw new Error(`${id} is not seeded`);
  await t.store.db
    .update(travelPolicyVersions)
    .set({ rules: { ...row.rules, flight: { ...row.rules.flight, ...patch } } })
    .where(eq(travelPolicyVersions.id, id));
}
