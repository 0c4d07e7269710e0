import { sql } from 'drizzle-orm';
import type { Tx } from './db';
import { corporateTripSettings, costCenters, departments, projects, tripApprovals, tripItems, tripTracker, tripTravellers, tripTypes, trips } from './schema';

/** The demo trips, in seeding order: a fresh database numbers them 710001.. from trip_id_seq. */
export const DEMO_TRIP_IDS = { acmePending: '710001', acmeApproved: '710002', acmeTicketed: '710003', globexPending: '710004' } as const;

const addDays = (now: Date, n: number) => new Date(now.getTime() + n * 86_400_000).toISOString().slice(0, 10);

export interface DemoTrip {
  corporateId: string;
  profileId: string;
  name: string;
  createdBy: string;
  route: [string, string, string[]];
  dates: [string, string];
  status: 'pending' | 'approved' | 'ticketed';
  domestic: boolean;
  projectId?: string;
}

export async function insertTrip(tx: Tx, now: Date, t: DemoTrip): Promise<string> {
  const [row] = await tx
    .insert(trips)
    .values({
      id: sql<string>`nextval('trip_id_seq')::text`,
      corporateId: t.corporateId,
      travellerProfileId: t.profileId,
      createdByProfileId: t.profileId,
      createdBy: t.createdBy,
      tripName: t.name,
      origin: t.route[0],
      destination: t.route[1],
      destinationCountries: t.route[2],
      fromDate: t.dates[0],
      toDate: t.dates[1],
      status: t.status,
      tripTypeId: `TT${t.corporateId}${t.domestic ? 'D' : 'I'}`,
      domInt: t.domestic ? 'domestic' : 'international',
      travelReason: 'Client meeting',
      tripPurpose: 'Client meeting',
      projectId: t.projectId ?? '',
      approvalMode: t.status === 'pending' ? null : 'before',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: trips.id });
  const id = row!.id;
  await tx.insert(tripTravellers).values({ tripId: id, corporateId: t.corporateId, travellerProfileId: t.profileId, main: true, addedAt: now });
  await tx.insert(tripTracker).values({ tripId: id, corporateId: t.corporateId, action: 'CREATE', fromStatus: '', toStatus: 'pending', byProfileId: t.profileId, createdAt: now });
  return id;
}

/** A trip that went through approval by the traveller's manager (Priya Nair, 20002). */
async function approveByManager(tx: Tx, now: Date, tripId: string): Promise<void> {
  const stamp = { tripId, corporateId: '1001', createdAt: now };
  await tx.insert(tripTracker).values([
    { ...stamp, action: 'SUBMIT', fromStatus: 'pending', toStatus: 'approvalpending', byProfileId: '20001' },
    { ...stamp, action: 'APPROVE', fromStatus: 'approvalpending', toStatus: 'approved', byProfileId: '20002', remarks: 'Approved' },
  ]);
  await tx.insert(tripApprovals).values({ ...stamp, level: 1, approverProfileId: '20002', status: 'approved', remarks: 'Approved', decidedAt: now });
}

/**
 * Trip master data and demo trips, seeded with the demo companies. Approval modes: Acme approves
 * before booking (one level), Globex too (two levels), the small business and the solo traveller
 * only notify. traveller@acme.test has a draft, an approved trip and a past ticketed one (after
 * 2025-07-31, so the feedback prompt has a trip to ask about); traveller@globex.test a draft.
 */
export async function seedTrips(tx: Tx, now: Date): Promise<void> {
  await tx.insert(corporateTripSettings).values([
    { corporateId: '1001', approvalMode: 'before', approvalLevels: 1, homeCountry: 'IN', projectRequired: false },
    { corporateId: '1002', approvalMode: 'before', approvalLevels: 2, homeCountry: 'US' },
    { corporateId: '1003', approvalMode: 'notify', approvalLevels: 0, homeCountry: 'IN' },
    { corporateId: '1004', approvalMode: 'notify', approvalLevels: 0, homeCountry: 'IN' },
  ]);
  await tx.insert(tripTypes).values(
    ['1001', '1002', '1003', '1004'].flatMap((c) => [
      { id: `TT${c}D`, corporateId: c, name: 'Domestic', domInt: 'domestic' as const },
      { id: `TT${c}I`, corporateId: c, name: 'International', domInt: 'international' as const },
    ]),
  );
  await tx.insert(costCenters).values([
    { id: 'CC1001S', corporateId: '1001', name: 'Sales', code: 'SAL', departmentId: 'DP1001S' },
    { id: 'CC1001E', corporateId: '1001', name: 'Engineering', code: 'ENG', departmentId: 'DP1001E' },
    { id: 'CC1002O', corporateId: '1002', name: 'Operations', code: 'OPS', departmentId: 'DP1002O' },
  ]);
  await tx.insert(departments).values([
    { id: 'DP1001S', corporateId: '1001', name: 'Sales', code: 'SALES' },
    { id: 'DP1001E', corporateId: '1001', name: 'Engineering', code: 'ENGG' },
    { id: 'DP1002O', corporateId: '1002', name: 'Operations', code: 'OPS' },
  ]);
  await tx.insert(projects).values([
    { id: 'PRJ1001A', corporateId: '1001', name: 'Client onboarding', code: 'ACM-ONB', costCenterId: 'CC1001S', departmentId: 'DP1001S', validFrom: '2025-01-01' },
    { id: 'PRJ1001B', corporateId: '1001', name: 'Plant expansion', code: 'ACM-PLX', costCenterId: 'CC1001E', departmentId: 'DP1001E', tripTypeId: 'TT1001D', validFrom: '2025-01-01' },
    { id: 'PRJ1001C', corporateId: '1001', name: 'Global partnerships', code: 'ACM-GLB', costCenterId: 'CC1001S', departmentId: 'DP1001S', tripTypeId: 'TT1001I', validFrom: '2025-06-01', validTo: '2030-12-31' },
    { id: 'PRJ1002A', corporateId: '1002', name: 'Field operations', code: 'GLX-FOP', costCenterId: 'CC1002O', departmentId: 'DP1002O', validFrom: '2025-01-01' },
  ]);

  const rahul = { corporateId: '1001', profileId: '20001', createdBy: 'Rahul Verma' };
  await insertTrip(tx, now, { ...rahul, name: 'Mumbai client visit', route: ['Bengaluru', 'Mumbai', ['IN']], dates: [addDays(now, 30), addDays(now, 32)], status: 'pending', domestic: true, projectId: 'PRJ1001A' });
  const approved = await insertTrip(tx, now, { ...rahul, name: 'Delhi plant review', route: ['Bengaluru', 'New Delhi', ['IN']], dates: [addDays(now, 45), addDays(now, 47)], status: 'approved', domestic: true, projectId: 'PRJ1001B' });
  await approveByManager(tx, now, approved);
  const past = await insertTrip(tx, now, { ...rahul, name: 'Singapore partner summit', route: ['Bengaluru', 'Singapore', ['SG']], dates: ['2025-09-10', '2025-09-12'], status: 'ticketed', domestic: false, projectId: 'PRJ1001C' });
  await approveByManager(tx, now, past);
  await tx.insert(tripTracker).values({ tripId: past, corporateId: '1001', action: 'BOOK', fromStatus: 'approved', toStatus: 'ticketed', byProfileId: '20001', createdAt: now });
  await tx.insert(tripItems).values({
    id: 'ITEM-DEMO-0001', tripId: past, corporateId: '1001', itemType: 'flight', totalAmountPaise: 2_450_000, status: 'active',
    txid: 'TX-DEMO-0001', supplier: 'Singapore Airlines', addedBy: '20001', addedAt: now,
  });
  await insertTrip(tx, now, {
    corporateId: '1002', profileId: '30001', createdBy: 'Aditya Malhotra', name: 'Chicago sales week',
    route: ['New York', 'Chicago', ['US']], dates: [addDays(now, 20), addDays(now, 24)], status: 'pending', domestic: true,
  });
}
