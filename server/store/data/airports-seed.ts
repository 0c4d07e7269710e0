import { count, ne, sql } from 'drizzle-orm';
import { CITY_ALIASES, foldText } from '../../../src/domain/airport-search';
import type { Executor, Tx } from '../db';
import { airports } from '../schema-generic';
import { AIRPORT_DATASET_VERSION, type AirportRow, airportDataset } from './airports-dataset';

/*
 * Loads the airport dataset into the airports table at every start, cheaply: when every row already
 * carries the current dataset version (the usual start) it is one count query. Otherwise it
 * upserts in batches (one statement per 500 rows, far below PostgreSQL's 65,535 parameters) and
 * drops rows the dataset no longer has, all in one transaction under an advisory lock, so servers
 * starting together on one PostgreSQL load it once.
 */

const AIRPORT_SEED_LOCK = 7_204_606;
const BATCH = 500;

/** Whether the table holds exactly the current dataset. */
async function isCurrent(db: Executor, expected: number): Promise<boolean> {
  const [row] = await db
    .select({ total: count(), current: sql<number>`count(*) filter (where ${airports.dataset} = ${AIRPORT_DATASET_VERSION})`.mapWith(Number) })
    .from(airports);
  return row?.total === expected && row.current === expected;
}

/** The folded text the search prefilters on: everything a traveller might type. */
export function airportSearchText(row: Pick<AirportRow, 'code' | 'city' | 'aliases' | 'name' | 'country'>): string {
  return foldText([row.code, row.city, ...(CITY_ALIASES[row.city] ?? []), row.aliases, row.name, row.country].join(' | '));
}

const excluded = (column: string) => sql.raw(`excluded."${column}"`);

async function load(tx: Tx, rows: readonly AirportRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    const values = rows.slice(i, i + BATCH).map((row) => ({ ...row, searchText: airportSearchText(row) }));
    await tx
      .insert(airports)
      .values(values)
      .onConflictDoUpdate({
        target: airports.code,
        set: {
          name: excluded('name'),
          city: excluded('city'),
          country: excluded('country'),
          countryCode: excluded('country_code'),
          lat: excluded('lat'),
          lon: excluded('lon'),
          rank: excluded('rank'),
          scheduled: excluded('scheduled'),
          aliases: excluded('aliases'),
          searchText: excluded('search_text'),
          dataset: excluded('dataset'),
        },
      });
  }
  await tx.delete(airports).where(ne(airports.dataset, AIRPORT_DATASET_VERSION));
}

/** Brings the airports table to the current dataset; returns whether it had to load anything. */
export async function seedAirports(db: Executor): Promise<boolean> {
  const rows = airportDataset();
  if (await isCurrent(db, rows.length)) return false;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${AIRPORT_SEED_LOCK})`);
    if (await isCurrent(tx, rows.length)) return false;
    await load(tx, rows);
    return true;
  });
}
