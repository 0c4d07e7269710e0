import type { Executor, Tx } from './db';
import { corporates } from './schema-core';
import { travelReasons, tripPurposes } from './schema-trip-purposes';

/*
 * The purposes and travel reasons a company starts with (docs/features/masters.md "Purposes and
 * reasons"): the lists every company had before they became its own. Migration 0024 gives them to
 * the companies that existed then; the seed and a new company's set-up call this.
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

export async function insertDefaultTripPurposes(tx: Executor, corporateId: string, now: Date): Promise<void> {
  await tx.insert(tripPurposes).values(PURPOSES.map(([id, name], position) => ({ id, corporateId, name, position, createdAt: now })));
  await tx.insert(travelReasons).values(
    Object.entries(REASONS).flatMap(([service, reasons]) => [
      ...reasons.map(([id, name], position) => ({ id, corporateId, service, name, isOther: false, position, createdAt: now })),
      { id: 'other', corporateId, service, name: 'Other', isOther: true, position: reasons.length, createdAt: now },
    ]),
  );
}

/** The demo data: every company the seed made starts with the lists. */
export async function seedTripPurposes(tx: Tx, now: Date): Promise<void> {
  for (const { id } of await tx.select({ id: corporates.id }).from(corporates)) await insertDefaultTripPurposes(tx, id, now);
}
