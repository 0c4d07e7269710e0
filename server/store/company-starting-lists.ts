import type { Executor, Tx } from './db';
import { corporates } from './schema-core';
import { travelReasons, tripPurposes } from './schema-trip-purposes';
import { tripTypes } from './schema-trips-masters';

/*
 * The lists a company starts with (docs/features/masters.md "Purposes and reasons"): the purposes
 * and travel reasons every company had before they became its own, and a domestic and an
 * international trip type (trip forms offer projects by trip type). Migration 0024 gave the purposes
 * to the companies that existed then; the seed and a new company's set-up call this.
 */

const PURPOSES = [
  ['official', 'Official'],
  ['clientvisit', 'Client visit'],
  ['training', 'Training'],
  ['conference', 'Conference'],
  ['relocation', 'Relocation'],
  ['interview', 'Interview'],
] as const;

const COMMON = [
  ['clientmeeting', 'Client meeting'],
  ['conference', 'Conference'],
  ['training', 'Training'],
  ['internalmeeting', 'Internal meeting'],
  ['projectwork', 'Project work'],
] as const;

/** 'Other' comes last and asks for its text (src/domain/trip-purpose.ts). */
const REASONS = {
  flight: [...COMMON, ['sitevisit', 'Site visit']],
  hotel: [...COMMON, ['extendedstay', 'Extended stay']],
  insurance: [...COMMON],
} as const;

async function insertDefaultTripPurposes(tx: Executor, corporateId: string, now: Date): Promise<void> {
  await tx.insert(tripPurposes).values(PURPOSES.map(([id, name], position) => ({ id, corporateId, name, position, createdAt: now })));
  await tx.insert(travelReasons).values(
    Object.entries(REASONS).flatMap(([service, reasons]) => [
      ...reasons.map(([id, name], position) => ({ id, corporateId, service, name, isOther: false, position, createdAt: now })),
      { id: 'other', corporateId, service, name: 'Other', isOther: true, position: reasons.length, createdAt: now },
    ]),
  );
}

/** A new company's lists: the purposes and reasons, and its two trip types (the seed makes the demo companies' own). */
export async function insertCompanyStartingLists(tx: Executor, corporateId: string, now: Date): Promise<void> {
  await insertDefaultTripPurposes(tx, corporateId, now);
  await tx.insert(tripTypes).values([
    { id: `TT-${corporateId}-D`, corporateId, name: 'Domestic', domInt: 'domestic' },
    { id: `TT-${corporateId}-I`, corporateId, name: 'International', domInt: 'international' },
  ]);
}

/** The demo data: every company the seed made starts with the purposes and reasons. */
export async function seedTripPurposes(tx: Tx, now: Date): Promise<void> {
  for (const { id } of await tx.select({ id: corporates.id }).from(corporates)) await insertDefaultTripPurposes(tx, id, now);
}
