import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { type BuildAppOptions, buildApp } from './app';
import { encryptExistingRows } from './crypto/encrypt-existing';
import { loadKeyring } from './crypto/key-file';
import { installKeyring } from './crypto/keyring';
import type { Store } from './store/db';
import { openStore } from './store/open';
import { seedDemoIfEmpty } from './store/seed';
import type { EndedTrip } from './store/seed-ended-trips';
import { seedGeneric } from './store/seed-generic';
import { seedInsuranceCatalog } from './store/seed-insurance';

export interface StartOptions extends Omit<BuildAppOptions, 'store'> {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** PGlite directory ('memory://' for none); ignored when databaseUrl is set. */
  dataDir?: string;
  databaseUrl?: string;
  /** Seed the demo company into an empty database (default true). */
  seed?: boolean;
  /** Demo trips that ended some days before today, seeded with the demo company (e2e specs). */
  endedTrips?: readonly EndedTrip[];
  /** A year of demo bookings for the dashboards with the demo company (default false: e2e specs count exact totals). */
  demoHistory?: boolean;
  logger?: FastifyServerOptions['logger'];
}

export interface RunningServer {
  app: FastifyInstance;
  store: Store;
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  /** Stops accepting, finishes in-flight requests, closes the database and its lock. */
  close(): Promise<void>;
}

/** Opens (and migrates) the database, seeds it if empty, and listens: what main.ts and test set-ups call. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const { port = 8080, host = '0.0.0.0', dataDir, databaseUrl, seed = true, endedTrips, demoHistory = false, ...appOptions } = options;
  // Installed before anything is written: whatever seals a value, seeds included, uses this key.
  const dataKeys = installKeyring(appOptions.dataKeys ?? loadKeyring({ dataDir }));
  // Seeding runs under the migration lock: processes starting together on one database take turns.
  const prepare = async (db: Store['db']) => {
    if (seed) await seedDemoIfEmpty(db, new Date(), endedTrips, { history: demoHistory });
    // Reference data (states, cities, airports) belongs to every database, demo or not, and
    // reaches databases seeded before it existed; rows already there are left alone.
    await seedGeneric(db);
    await seedInsuranceCatalog(db);
    // Seals what is still stored in clear (older rows, the demo seed) with the configured data key.
    await encryptExistingRows(db, dataKeys);
  };
  const store = await openStore({ dataDir, databaseUrl, prepare });
  try {
    const app = await buildApp({ ...appOptions, store });
    await app.listen({ port, host });
    const actualPort = (app.server.address() as AddressInfo).port;
    let closing: Promise<void> | undefined;
    return {
      app,
      store,
      port: actualPort,
      url: `http://127.0.0.1:${actualPort}`,
      close: () => (closing ??= app.close().finally(() => store.close())),
    };
  } catch (error) {
    await store.close();
    throw error;
  }
}
