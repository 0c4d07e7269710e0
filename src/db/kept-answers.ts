import type Dexie from 'dexie';

/*
 * The last answers a profile loaded, one per key, for reading offline (docs/browser-storage.md):
 * the dashboards per filter, the expense lists and reports. Each profile keeps its `kept` most
 * recent keys; readers ask by the logged-in profile, and the stores are cleared at logout and
 * session expiry (session/forget.ts).
 */

/** A kept answer: its table is indexed '[profileid+key], [profileid+cachedat]'. */
export interface KeptAnswerRow {
  profileid: string;
  key: string;
  data: unknown;
  cachedat: number;
}

export interface KeptAnswer {
  data: unknown;
  cachedat: number;
}

export interface KeptAnswers {
  read(profileid: string, key: string): Promise<KeptAnswer | undefined>;
  store(profileid: string, key: string, data: unknown, now?: number): Promise<void>;
  clear(): Promise<void>;
}

/** `table` is read when called, so the store can be made before the database opens. */
export function keptAnswers(table: () => Dexie.Table<KeptAnswerRow, [string, string]>, kept: number): KeptAnswers {
  return {
    async read(profileid, key) {
      const row = await table().get([profileid, key]);
      return row ? { data: row.data, cachedat: row.cachedat } : undefined;
    },
    async store(profileid, key, data, now = Date.now()) {
      const rows = table();
      await rows.db.transaction('rw', rows, async () => {
        await rows.put({ profileid, key, data, cachedat: now });
        const stale = await rows
          .where('[profileid+cachedat]')
          .between([profileid, -Infinity], [profileid, Infinity])
          .reverse()
          .offset(kept)
          .primaryKeys();
        await rows.bulkDelete(stale);
      });
    },
    clear: () => table().clear(),
  };
}
