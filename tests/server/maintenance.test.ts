import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_THROTTLE_CONFIG, LoginThrottle } from '../../server/auth/throttle';
import { purgeExpired } from '../../server/store/maintenance';
import type { Store } from '../../server/store/db';
import { flightSearches } from '../../server/store/schema';
import { seedDemoIfEmpty } from '../../server/store/seed';
import { openTestStore } from './helpers/test-store';

const DAY = 24 * 3_600_000;
const NOW = new Date('2026-11-21T10:00:00Z');

let store: Store;
beforeAll(async () => {
  store = await openTestStore();
  await seedDemoIfEmpty(store.db, NOW);
});
afterAll(() => store.close());

const search = (responseId: string, daysAgo: number) => ({
  responseId,
  corporateId: '1001',
  profileId: '20001',
  request: {
    triptype: 'oneway',
    domint: 'domestic',
    cabin: 'economy',
    adults: 1,
    children: 0,
    infants: 0,
    sectors: [{ origin: 'BLR', destination: 'DEL', jdate: '2026-12-01' }],
  },
  domint: 'domestic' as const,
  searchedAt: new Date(NOW.getTime() - daysAgo * DAY),
});

describe('periodic maintenance', () => {
  it('drops flight searches older than a week and keeps the recent ones', async () => {
    await store.db
      .insert(flightSearches)
      .values([search('old', 8), search('recent', 6)] as (typeof flightSearches.$inferInsert)[]);
    await purgeExpired(store.db, new LoginThrottle(store.db, DEFAULT_THROTTLE_CONFIG), NOW);
    const left = await store.db.select({ id: flightSearches.responseId }).from(flightSearches);
    expect(left.map((r) => r.id)).toEqual(['recent']);
  });
});
