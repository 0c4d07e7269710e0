import type { Db, Tx } from './db';
import { flightPolicies } from './schema-flight-policy';

/*
 * The demo companies' flight policies; Sharma Traders (sme) and Kapoor Consulting have none. Acme
 * and Globex book an out-of-policy fare only once a booking approval is granted.
 */

const MUMBAI_GOA = "Travel between Mumbai and Goa is not allowed by your company's travel policy";

export async function seedFlightPolicy(db: Db | Tx): Promise<void> {
  await db.insert(flightPolicies).values([
    {
      corporateId: '1001',
      blockedSectors: [
        { origin: 'BOM', destination: 'GOI', reason: MUMBAI_GOA },
        { origin: 'GOI', destination: 'BOM', reason: MUMBAI_GOA },
      ],
      domesticCabins: ['economy'],
      internationalCabins: ['economy', 'premiumeconomy', 'business'],
      maxDomesticFarePaise: 12_000_00,
      lowestFareMarginPaise: 3_000_00,
      lowestFarePercent: 30,
      approvalWhenOutOfPolicy: true,
    },
    {
      corporateId: '1002',
      blockedSectors: [],
      domesticCabins: ['economy', 'premiumeconomy'],
      internationalCabins: ['economy', 'premiumeconomy'],
      maxDomesticFarePaise: 15_000_00,
      lowestFareMarginPaise: 5_000_00,
      lowestFarePercent: null,
      approvalWhenOutOfPolicy: true,
    },
  ]);
}
