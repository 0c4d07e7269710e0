import { eq } from 'drizzle-orm';
import type { ProfileRulesWire } from '../../../src/contract/profile/operations';
import type { Executor } from '../../store/db';
import { corporateProfileRules } from '../../store/schema';

/** The company's profile switches; a company without a row gets neither (plain names, no Skip). */
export async function profileRulesOf(tx: Executor, corporateId: string): Promise<ProfileRulesWire> {
  const [row] = await tx.select().from(corporateProfileRules).where(eq(corporateProfileRules.corporateId, corporateId));
  return { idproofnames: row?.idProofNames ?? false, allowskipverification: row?.allowSkipVerification ?? false };
}
