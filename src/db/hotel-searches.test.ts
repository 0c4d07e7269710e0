import { afterEach, describe, expect, it } from 'vitest';
import { forgetSessionData } from '../session/forget';
import { db } from './database';
import {
  HOTEL_DETAILS_KEPT,
  HOTEL_SEARCHES_KEPT,
  hotelDetailsKey,
  keepHotelSearch,
  keptHotelSearch,
  recentHotelSearches,
  recentSearchKey,
} from './hotel-searches';

afterEach(() => db.hotelSearches.clear());

/** A search kept as the results page keeps it: its answer, then its line of the recent list. */
async function search(profileid: string, searchid: string, at: number) {
  await keepHotelSearch(profileid, searchid, { answer: searchid }, at);
  await keepHotelSearch(profileid, recentSearchKey(searchid), { line: searchid }, at);
}

describe('kept hotel searches', () => {
  it('gives an answer back only to the profile and key it was kept for', async () => {
    await search('P1', 'HS1', 1000);
    expect(await keptHotelSearch('P1', 'HS1')).toEqual({ data: { answer: 'HS1' }, cachedat: 1000 });
    expect(await keptHotelSearch('P2', 'HS1')).toBeUndefined();
    expect(await keptHotelSearch('P1', 'HS2')).toBeUndefined();
  });

  it(`keeps the ${HOTEL_SEARCHES_KEPT} latest searches; the hotels opened and the lines go with their search`, async () => {
    await search('P2', 'theirs', 1);
    for (let i = 0; i < HOTEL_SEARCHES_KEPT; i++) {
      await search('P1', `HS${i}`, 100 + i * 10);
      await keepHotelSearch('P1', hotelDetailsKey(`HS${i}`, 'in-bengaluru-0001'), { hotel: i }, 101 + i * 10);
    }
    // Hotels opened do not count against the searches: every search is still there.
    expect(await keptHotelSearch('P1', 'HS0')).toBeDefined();
    await search('P1', 'HSnew', 500);
    expect(await keptHotelSearch('P1', 'HS0')).toBeUndefined();
    expect(await keptHotelSearch('P1', hotelDetailsKey('HS0', 'in-bengaluru-0001'))).toBeUndefined();
    expect(await keptHotelSearch('P1', hotelDetailsKey('HS1', 'in-bengaluru-0001'))).toBeDefined();
    const lines = await recentHotelSearches('P1');
    expect(lines.map((l) => l.data)).toEqual(['HSnew', 'HS4', 'HS3', 'HS2', 'HS1'].map((line) => ({ line })));
    expect(await keptHotelSearch('P2', 'theirs')).toBeDefined();
  });

  it(`keeps the ${HOTEL_DETAILS_KEPT} hotels opened last`, async () => {
    await search('P1', 'HS1', 1);
    for (let i = 0; i <= HOTEL_DETAILS_KEPT; i++)
      await keepHotelSearch('P1', hotelDetailsKey('HS1', `H${i}`), {}, 10 + i);
    expect(await keptHotelSearch('P1', hotelDetailsKey('HS1', 'H0'))).toBeUndefined();
    expect(await keptHotelSearch('P1', hotelDetailsKey('HS1', 'H1'))).toBeDefined();
    expect(await keptHotelSearch('P1', 'HS1')).toBeDefined();
  });

  it('lists the recent searches of one profile, the latest first', async () => {
    await search('P1', 'HSa', 10);
    await search('P1', 'HSb', 30);
    await search('P2', 'HSc', 20);
    expect(await recentHotelSearches('P1')).toEqual([
      { data: { line: 'HSb' }, cachedat: 30 },
      { data: { line: 'HSa' }, cachedat: 10 },
    ]);
  });

  it('is emptied at logout and session expiry', async () => {
    await search('P1', 'HS1', 1);
    await forgetSessionData();
    expect(await db.hotelSearches.count()).toBe(0);
  });
});
