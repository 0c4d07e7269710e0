import { db } from './database';
import { type KeptAnswer, keptAnswers } from './kept-answers';

/*
 * Dashboards kept for offline reading (docs/features/dashboards.md "Offline"): the last answer per
 * profile and filter, the most recent few only. The whole store is cleared at logout and session
 * expiry (session/forget.ts): the figures are the company's.
 */

/** How many filters' dashboards a profile keeps; the oldest go first. */
export const DASHBOARDS_KEPT = 10;

export type CachedDashboard = KeptAnswer;

const dashboards = keptAnswers(() => db.dashboards, DASHBOARDS_KEPT);

export const cachedDashboard = (profileid: string, key: string) => dashboards.read(profileid, key);
export const storeDashboard = (profileid: string, key: string, data: unknown, now?: number) =>
  dashboards.store(profileid, key, data, now);
export const clearDashboardCache = () => dashboards.clear();
