import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Db, Tx } from './db';
import { corporates, profiles } from './schema';
import { DEMO_CORPORATES, DEMO_PASSWORD, DEMO_PROFILES } from './seed-data';
import { seedApprovals } from './seed-approvals';
import { seedEmulation } from './seed-emulation';
import { seedExpenses } from './seed-expenses';
import { type EndedTrip, seedEndedTrips } from './seed-ended-trips';
import { seedFeedback } from './seed-feedback';
import { seedTravelPolicies } from './seed-travel-policy';
import { seedGeneric } from './seed-generic';
import { seedGuestHouses } from './seed-guesthouses';
import { seedLocationGroups } from './seed-location-groups';
import { seedPerDiem } from './seed-per-diem';
import { seedInsuranceCatalog } from './seed-insurance';
import { seedMasters } from './seed-masters';
import { seedFinanceMasters } from './seed-finance-masters';
import { seedOrgMasters } from './seed-org-masters';
import { seedCoordinators } from './seed-coordinators';
import { seedDashboardHistory } from './seed-dashboard-history';
import { seedTripPurposes } from './company-starting-lists';
import { seedProfile } from './seed-profile';
import { seedVisas } from './seed-visas';
import { seedRegistration } from './seed-registration';
import { seedShell } from './seed-shell';
import { seedTrips } from './seed-trips';
import { seedWallet } from './seed-wallet';

/** Serialises seeding between servers starting together on one PostgreSQL. */
const SEED_LOCK = 7_204_131;

async function isEmpty(db: Db | Tx): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(profiles);
  return (row?.n ?? 0) === 0;
}

export interface SeedOptions {
  /**
   * A year of Acme's bookings for the dashboards (seed-dashboard-history.ts) and its expense claims in
   * every stage (seed-expenses.ts). Off unless asked: tests and e2e specs add their own bookings and
   * claims and count exact totals.
   */
  history?: boolean;
}

/**
 * Seeds the demo company into an EMPTY database only: a database that holds any profile is left
 * alone, so restarts never duplicate or overwrite data. Returns whether it seeded. `endedTrips`
 * adds trips that ended some days before `now` (seed-ended-trips.ts).
 */
export async function seedDemoIfEmpty(
  db: Db,
  now: Date = new Date(),
  endedTrips: readonly EndedTrip[] = [],
  options: SeedOptions = {},
): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  // One argon2 hash shared by every demo account: seeding stays quick, and the salt is still random.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (!(await isEmpty(tx))) return false;
    await tx.insert(corporates).values(DEMO_CORPORATES.map((c) => ({ ...c, createdAt: now })));
    await tx.insert(profiles).values(
      DEMO_PROFILES.map((p) => ({
        id: p.id,
        corporateId: p.corporateId,
        userId: p.userId,
        email: p.userId,
        passwordHash,
        role: p.role,
        userCategory: p.userCategory,
        passportTitle: p.title,
        passportFirstName: p.firstName,
        passportLastName: p.lastName,
        firstName: p.firstName,
        mobile: p.mobile,
        mobileCountryCode: '91',
        gender: p.gender,
        birthDate: p.birthDate,
        tags: p.tags,
        serviceConfig: p.serviceConfig,
        menuConfig: p.menuConfig,
        defaultHome: p.defaultHome,
        passwordChange: p.passwordChange,
        userVerified: p.userVerified,
        reportsTo: p.reportsTo,
        createdAt: now,
        updatedAt: now,
      })),
    );
    await seedShell(tx, now);
    await seedProfile(tx, now);
    await seedRegistration(tx, now);
    await seedEmulation(tx, now);
    await seedFeedback(tx);
    await seedApprovals(tx);
    await seedTrips(tx, now);
    await seedEndedTrips(tx, now, endedTrips);
    await seedGeneric(tx);
    await seedLocationGroups(tx, now);
    await seedPerDiem(tx, now);
    await seedInsuranceCatalog(tx);
    await seedWallet(tx, now);
    await seedTravelPolicies(tx, now);
    await seedMasters(tx, now);
    await seedFinanceMasters(tx, now);
    await seedOrgMasters(tx, now);
    await seedCoordinators(tx, now);
    await seedTripPurposes(tx, now);
    await seedVisas(tx, now);
    await seedGuestHouses(tx, now);
    if (options.history) await seedDashboardHistory(tx, now);
    if (options.history) await seedExpenses(tx, now);
    return true;
  });
}
