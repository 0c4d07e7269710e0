import type { Tx } from './db';
import { airlinePreferences, approvalDelegations, corporateProfileRules, idCards, memberships, preferredLocations } from './schema';

/** traveller@acme.test: the demo profile whose /profile page shows every section filled in. */
const TRAVELLER = { corporateId: '1001', profileId: '20001' };

/**
 * Demo data of the profile area, seeded with the demo company into an empty database.
 * Globex books under names as per ID proof (last name 2+ characters, no Skip); Acme lets its
 * people skip the confirmation for now. The two other companies keep the defaults.
 */
export async function seedProfile(tx: Tx, now: Date): Promise<void> {
  await tx.insert(corporateProfileRules).values([
    { corporateId: '1001', idProofNames: false, allowSkipVerification: true },
    { corporateId: '1002', idProofNames: true, allowSkipVerification: false },
  ]);
  const stamp = { ...TRAVELLER, createdAt: now, updatedAt: now };
  await tx.insert(idCards).values([
    { ...stamp, idType: 'Passport', number: 'Z1234567', expiry: '2031-05-31' },
    { ...stamp, idType: 'Pan Card', number: 'ABCPV1234K', expiry: null },
  ]);
  await tx.insert(memberships).values([
    { ...stamp, kind: 'airline', programme: 'Air India Flying Returns', number: 'AI90817263' },
    { ...stamp, kind: 'hotel', programme: 'Taj InnerCircle', number: 'TIC4455667' },
  ]);
  await tx.insert(airlinePreferences).values({ ...stamp, airline: 'IndiGo', seat: 'Aisle', meal: 'V' });
  await tx.insert(preferredLocations).values({ ...stamp, label: 'Office', city: 'Bengaluru', address: 'Acme Tower, Outer Ring Road' });
  // While the traveller's manager is away, the coordinator approves for them.
  await tx.insert(approvalDelegations).values({ ...stamp, delegateProfileId: '20003', fromDate: '2030-01-01', toDate: '2030-01-15' });
}
