import { eq } from 'drizzle-orm';
import type { Tx } from './db';
import { corporateBudgets, costCenters, departments, grades, profiles } from './schema';

/*
 * Organisation masters of the demo companies beyond the ones trips already use (seed-trips.ts;
 * docs/features/masters.md "Organisation masters"): Acme's retired Marketing department with its
 * cost centre, Sharma Traders' one department, this year's budgets, the Acme traveller's
 * department (so their forms offer only the Sales cost centres), and Acme's grades with the
 * traveller and the travel manager graded (no policy is assigned by grade, so nobody's policy moves).
 */
export async function seedOrgMasters(tx: Tx, now: Date): Promise<void> {
  await tx.insert(departments).values([
    { id: 'DP1001M', corporateId: '1001', name: 'Marketing', code: 'MKTG', status: 'inactive' as const },
    { id: 'DP1003G', corporateId: '1003', name: 'General', code: 'GEN' },
  ]);
  await tx.insert(costCenters).values([
    { id: 'CC1001M', corporateId: '1001', name: 'Brand campaigns', code: 'BRAND', departmentId: 'DP1001M', status: 'inactive' as const },
    { id: 'CC1003H', corporateId: '1003', name: 'Head office', code: 'HO', departmentId: 'DP1003G' },
  ]);
  await tx.insert(corporateBudgets).values(
    [
      { id: 'BG1001S', corporateId: '1001', departmentId: 'DP1001S', costCenterId: '', financialYear: '2026-27', amountPaise: 25_00_000_00n },
      { id: 'BG1001E', corporateId: '1001', departmentId: 'DP1001E', costCenterId: 'CC1001E', financialYear: '2026-27', amountPaise: 40_00_000_00n },
      { id: 'BG1002O', corporateId: '1002', departmentId: 'DP1002O', costCenterId: '', financialYear: '2026-27', amountPaise: 12_00_000_00n },
      { id: 'BG1003G', corporateId: '1003', departmentId: 'DP1003G', costCenterId: '', financialYear: '2026-27', amountPaise: 5_00_000_00n },
    ].map((b) => ({ ...b, createdAt: now })),
  );
  await tx.update(profiles).set({ departmentId: 'DP1001S' }).where(eq(profiles.id, '20001'));
  await tx.insert(grades).values([
    { id: 'GR1001E1', corporateId: '1001', name: 'Executive', code: 'E1' },
    { id: 'GR1001M2', corporateId: '1001', name: 'Manager', code: 'M2' },
    { id: 'GR1001DIR', corporateId: '1001', name: 'Director', code: 'DIR' },
  ]);
  await tx.update(profiles).set({ gradeId: 'GR1001E1' }).where(eq(profiles.id, '20001'));
  await tx.update(profiles).set({ gradeId: 'GR1001M2' }).where(eq(profiles.id, '20002'));
}
