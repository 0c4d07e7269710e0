import type { PerDiemLocationType } from '../../src/domain/per-diem';
import type { Tx } from './db';
import { perDiemGroups, perDiemMappings, perDiemRates } from './schema';

/*
 * Acme's demo per-diem plans (docs/features/per-diem.md "Demo data"): "Senior staff" and "Staff",
 * with rates for its location groups (seed-location-groups.ts, seeded before this) and the two
 * fallbacks. Rahul Verma (traveller@acme.test) is on Staff.
 */

const ACME = '1001';
const RAHUL = '20001';

type Rate = [locationType: PerDiemLocationType, locationGroupId: string | null, currency: string, lodging: bigint, meals: bigint, incidentals: bigint];

const PLANS: { id: string; name: string; description: string; rates: Rate[] }[] = [
  {
    id: 'PDG1001SENIOR',
    name: 'Senior staff',
    description: 'Directors and heads of department',
    rates: [
      ['group', 'LG1001METRO', 'INR', 6_000_00n, 2_000_00n, 500_00n],
      ['domestic', null, 'INR', 4_000_00n, 1_500_00n, 500_00n],
      ['group', 'LG1001SCHENGEN', 'EUR', 150_00n, 60_00n, 20_00n],
      ['international', null, 'USD', 150_00n, 60_00n, 20_00n],
    ],
  },
  {
    id: 'PDG1001STAFF',
    name: 'Staff',
    description: 'Everyone else',
    rates: [
      ['group', 'LG1001METRO', 'INR', 4_000_00n, 1_500_00n, 400_00n],
      ['domestic', null, 'INR', 3_000_00n, 1_000_00n, 300_00n],
      ['group', 'LG1001SCHENGEN', 'EUR', 110_00n, 45_00n, 15_00n],
      ['international', null, 'USD', 110_00n, 45_00n, 15_00n],
    ],
  },
];

export async function seedPerDiem(tx: Tx, now: Date): Promise<void> {
  await tx.insert(perDiemGroups).values(PLANS.map((p) => ({ id: p.id, corporateId: ACME, name: p.name, description: p.description, createdAt: now })));
  await tx.insert(perDiemRates).values(
    PLANS.flatMap((p) =>
      p.rates.map(([locationType, locationGroupId, currency, lodgingMinor, mealsMinor, incidentalsMinor]) => ({
        id: `PDR-${p.id}-${locationGroupId ?? locationType}`,
        corporateId: ACME,
        groupId: p.id,
        locationType,
        locationGroupId,
        currency,
        lodgingMinor,
        mealsMinor,
        incidentalsMinor,
        createdAt: now,
      })),
    ),
  );
  await tx.insert(perDiemMappings).values({ id: `PDM-${RAHUL}`, corporateId: ACME, profileId: RAHUL, groupId: 'PDG1001STAFF', createdAt: now });
}
