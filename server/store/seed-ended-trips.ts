import { SettingError } from '../settings';
import type { Tx } from './db';
import { DEMO_PROFILES } from './seed-data';
import { insertTrip } from './seed-trips';

/** A ticketed demo trip of `userId` whose last day was `daysAgo` days before the seeding day. */
export interface EndedTrip {
  userId: string;
  daysAgo: number;
}

const addDays = (now: Date, n: number) => new Date(now.getTime() + n * 86_400_000).toISOString().slice(0, 10);

/**
 * SEED_ENDED_TRIPS, e.g. "traveller@acme.test:5,coordinator@acme.test:40": trips that ended some
 * days before the server started, which the fixed demo dates cannot give (the feedback prompt asks
 * only about trips that ended within the last 30 days). For the e2e specs; empty or unset: none.
 */
export function endedTripsFromEnv(text: string | undefined): EndedTrip[] {
  const entries = (text ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  return entries.map((entry) => {
    const match = /^([^:\s]+):(\d{1,3})$/.exec(entry);
    if (!match || !DEMO_PROFILES.some((p) => p.userId === match[1]) || Number(match[2]) < 1) {
      throw new SettingError(`SEED_ENDED_TRIPS must list demo-user:days-ago pairs, days at least 1 (got "${entry}")`);
    }
    return { userId: match[1]!, daysAgo: Number(match[2]) };
  });
}

/** Seeds each ended trip as a three-day ticketed trip of its demo user, named after how long ago it ended. */
export async function seedEndedTrips(tx: Tx, now: Date, ended: readonly EndedTrip[]): Promise<void> {
  for (const { userId, daysAgo } of ended) {
    const profile = DEMO_PROFILES.find((p) => p.userId === userId)!;
    await insertTrip(tx, now, {
      corporateId: profile.corporateId,
      profileId: profile.id,
      createdBy: `${profile.firstName} ${profile.lastName}`,
      name: `Trip ended ${daysAgo} days ago`,
      route: ['Bengaluru', 'Chennai', ['IN']],
      dates: [addDays(now, -daysAgo - 2), addDays(now, -daysAgo)],
      status: 'ticketed',
      domestic: true,
    });
  }
}
