import { afterEach, describe, expect, it } from 'vitest';
import { db } from './database';
import { DASHBOARDS_KEPT, cachedDashboard, storeDashboard } from './dashboards';
import { forgetSessionData } from '../session/forget';

afterEach(() => db.dashboards.clear());

const data = { totals: { totalsales: '100.00' } };

describe('dashboard cache', () => {
  it('gives a dashboard back only to the profile and filter it was loaded for', async () => {
    await storeDashboard('P1', 'q1', data, 1000);
    expect(await cachedDashboard('P1', 'q1')).toEqual({ data, cachedat: 1000 });
    expect(await cachedDashboard('P2', 'q1')).toBeUndefined();
    expect(await cachedDashboard('P1', 'q2')).toBeUndefined();
  });

  it(`keeps the ${DASHBOARDS_KEPT} latest filters of a profile, and leaves other profiles alone`, async () => {
    await storeDashboard('P2', 'theirs', data, 1);
    for (let i = 0; i < DASHBOARDS_KEPT + 2; i++) await storeDashboard('P1', `q${i}`, data, 100 + i);
    expect(await db.dashboards.where('[profileid+cachedat]').between(['P1', -Infinity], ['P1', Infinity]).count()).toBe(DASHBOARDS_KEPT);
    expect(await cachedDashboard('P1', 'q0')).toBeUndefined();
    expect(await cachedDashboard('P1', 'q1')).toBeUndefined();
    expect(await cachedDashboard('P1', `q${DASHBOARDS_KEPT + 1}`)).toBeDefined();
    expect(await cachedDashboard('P2', 'theirs')).toBeDefined();
  });

  it('is emptied at logout and session expiry', async () => {
    await storeDashboard('P1', 'q1', data);
    await forgetSessionData();
    expect(await db.dashboards.count()).toBe(0);
  });
});
