import Dexie from 'dexie';
import { db as appDb } from '../../src/db/database';
import { type FlushResult, flushOutbox } from '../../src/db/outbox-flush';
import { outboxTable } from '../../src/db/outbox';
import type { InjectTransport } from './inject-transport';

const openTab = () => new Dexie('voyage').open();

const TABLES = ['outbox', 'meta', 'trips', 'tripDetails'];

/** Creates the app's 'voyage' database (schema and all) in fake-indexeddb, then lets it go. */
export async function createClientDatabase(): Promise<void> {
  await appDb.open();
  appDb.close();
}

/**
 * One browser: two tabs, each with its own Dexie connection to the same IndexedDB and its own
 * flusher. A restart drops every in-memory thing (connections, flushers) and keeps only IndexedDB.
 */
export class ModelClient {
  tabs: Dexie[] = [];

  constructor(
    private readonly transport: InjectTransport,
    private readonly profileid: string,
  ) {}

  /** Opens by name with the schema IndexedDB has: the one database.ts declared (Dexie's dynamic mode). */
  async restart(): Promise<void> {
    for (const tab of this.tabs) tab.close();
    this.tabs = await Promise.all([openTab(), openTab()]);
  }

  async clear(): Promise<void> {
    await Promise.all(TABLES.map((name) => this.tabs[0]!.table(name).clear()));
  }

  /**
   * The real flushOutbox in one tab. A 'client-crash' closes the browser's databases mid-flush, so
   * the flusher dies the way a killed process does (no further writes); the caller then restarts.
   */
  async flush(tab: number): Promise<FlushResult | 'crashed'> {
    this.transport.onClientCrash = () => this.tabs.forEach((db) => db.close());
    try {
      return await flushOutbox({ profileid: this.profileid, send: this.transport.send, db: this.tabs[tab]! });
    } catch (error) {
      if ((error as Error).name !== Dexie.errnames.DatabaseClosed) throw error;
      return 'crashed';
    }
  }

  /** After a crash: the browser comes back with new connections (and new flushers). */
  async recoverIfCrashed(): Promise<void> {
    if (this.tabs.some((db) => !db.isOpen())) await this.restart();
  }

  /** Online, no faults, a fresh start, then flush until nothing sendable is left. */
  async flushToQuiescence(): Promise<void> {
    this.transport.online = true;
    this.transport.faults = [];
    await this.restart();
    for (let round = 0; round < 5; round++) {
      const result = await this.flush(0);
      await this.recoverIfCrashed();
      if (result !== 'crashed' && result.outcome === 'done') return;
    }
    throw new Error('the outbox did not drain in 5 flushes while online without faults');
  }

  entries() {
    return outboxTable(this.tabs[0]!).orderBy('seq').toArray();
  }
}
