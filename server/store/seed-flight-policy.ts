import type { Db, Tx } from './db';
import { flightPolicies } from './schema-flight-policy';
import { policyBlockedSectors } from './schema-policy';

/*
 * The demo companies' flight policies; Sharma Traders (sme) and Kapoor Consulting have none. Acme
 * and Globex book an out-of-policy fare only once a booking approval is granted.
 */

const MUMBAI_GOA = "Travel between Mumbai and Goa is not allowed by your company's travel policy";

export async function seedFlightPolicy(db: Db | Tx): Promise<void> {
  await db.insert(flightPolicies).values([
    {
      corporateId: '1001',
      domesticCabins: ['economy'],
      internationalCabins: ['economy', 'premiumeconomy', 'business'],
      maxDomesticFarePaise: 12_000_00,
      lowestFareMarginPaise: 3_000_00,
      lowestFarePercent: 30,
      approvalWhenOutOfPolicy: true,
    },
    {
      corporateId: '1002',
      domesticCabins: ['economy', 'premiumeconomy'],
      internationalCabins: ['economy', 'premiumeconomy'],
      maxDomesticFarePaise: 15_000_00,
      lowestFareMarginPaise: 5_000_00,
      lowestFarePercent: null,
      approvalWhenOutOfPolicy: true,
    },
  ]);
  await db
    .insert(policyBlockedSectors)
    .values({ id: 'BS1001-BOM-GOI', corporateId: '1001', origin: 'BOM', destination: 'GOI', bothways: true, reason: MUMBAI_GOA });
}
