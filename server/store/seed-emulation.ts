import type { Tx } from './db';
import { corporates, personalAccounts, profiles } from './schema';
import { DEMO_PROFILES } from './seed-data';

/** solo@biz.test's personal account: a profile of its own, in a personal (b2c) company. */
export const DEMO_PERSONAL = { corporateId: '1005', profileId: '50002', ownerProfileId: '50001' } as const;

/** Demo data of the emulation area, seeded with the demo company into an empty database. */
export async function seedEmulation(tx: Tx, now: Date): Promise<void> {
  const owner = DEMO_PROFILES.find((p) => p.id === DEMO_PERSONAL.ownerProfileId)!;
  await tx.insert(corporates).values({
    id: DEMO_PERSONAL.corporateId,
    name: `${owner.firstName} ${owner.lastName} (personal)`,
    baseCurrency: 'INR',
    userCategory: owner.userCategory,
    createdAt: now,
  });
  await tx.insert(profiles).values({
    id: DEMO_PERSONAL.profileId,
    corporateId: DEMO_PERSONAL.corporateId,
    userId: `personal+${owner.userId}`,
    email: owner.userId,
    // Not a password hash: the personal account is reached by switching, never by logging in.
    passwordHash: '!',
    role: 'employee',
    userCategory: owner.userCategory,
    userType: 'b2c',
    passportTitle: owner.title,
    passportFirstName: owner.firstName,
    passportLastName: owner.lastName,
    firstName: owner.firstName,
    mobile: owner.mobile,
    mobileCountryCode: '91',
    gender: owner.gender,
    birthDate: owner.birthDate,
    serviceConfig: owner.serviceConfig,
    menuConfig: owner.menuConfig,
    createdAt: now,
    updatedAt: now,
  });
  await tx.insert(personalAccounts).values({ profileId: owner.id, personalProfileId: DEMO_PERSONAL.profileId });
}
