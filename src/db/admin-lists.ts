import { cachedMaster, storeMaster } from './trips-cache';

/*
 * The admin console's lists (docs/features/admin-audit.md "Offline"), kept per profile and per
 * query so a table opens offline as it was last seen. Each entry carries the cache version: an
 * entry of another version (an older record shape) is never shown, and the next answer replaces it
 * whole rather than being merged into it. They go with the session at logout, as every master does.
 */
export const ADMIN_LIST_CACHE_VERSION = 1;

export interface CachedAdminList<Row> {
  version: number;
  rows: Row[];
  totalcount: number;
  /** When the server answered (ms since epoch), for the "from your last visit" note. */
  fetchedAt: number;
}

const keyOf = (list: string, query: object) => `admin-list:${list}:${JSON.stringify(query)}`;

export async function readAdminList<Row>(profileid: string, list: string, query: object): Promise<CachedAdminList<Row> | undefined> {
  const entry = await cachedMaster<CachedAdminList<Row>>(profileid, keyOf(list, query));
  return entry?.version === ADMIN_LIST_CACHE_VERSION ? entry : undefined;
}

export async function storeAdminList<Row>(profileid: string, list: string, query: object, rows: Row[], totalcount: number): Promise<void> {
  const entry: CachedAdminList<Row> = { version: ADMIN_LIST_CACHE_VERSION, rows, totalcount, fetchedAt: Date.now() };
  await storeMaster(profileid, keyOf(list, query), entry);
}
