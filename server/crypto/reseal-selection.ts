import { type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../store/db';
import type { SealedColumn, StoredValue } from './sealed-columns';
import { mapSelection } from './sealed-selection';

const BATCH = 200;
// Canonical base64 only (what sealed-selection.ts accepts): decode() would fail the whole query on anything else.
const BASE64 = sql.raw(`'^([A-Za-z0-9+/]{4})*([A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$'`);

/**
 * Rows of a base64-JSON column whose decoded document holds `needle`. A loose filter (a match may
 * have nothing to change), so resealSelections walks the table once by key instead of looping
 * until no row matches.
 */
export function selectionsHolding(column: SealedColumn, needle: string): SQL {
  const value = sql.identifier(column.column);
  const decoded = sql`case when ${value} ~ ${BASE64} then decode(${value}, 'base64') else ''::bytea end`;
  return sql`position(${Buffer.from(needle)} in ${decoded}) > 0`;
}

/**
 * resealRows for a base64-JSON column: batches in key order (FOR UPDATE SKIP LOCKED, as there),
 * each passport number passed through `rewrite`, a row written only when its document changed.
 */
export async function resealSelections(
  db: Db,
  column: SealedColumn,
  which: SQL,
  rewrite: (tx: Executor, value: StoredValue, aad: string) => Promise<StoredValue>,
): Promise<number> {
  const table = sql.identifier(column.table);
  const value = sql.identifier(column.column);
  const key = sql.identifier(column.key[0]!);
  let after: unknown = null;
  let total = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const from = after === null ? sql`true` : sql`${key} > ${after}`;
      const result = await tx.execute(
        sql`select ${key} as "key", ${value} as "value" from ${table} where ${which} and ${from} order by ${key} limit ${BATCH} for update skip locked`,
      );
      const rows = (result as unknown as { rows: { key: unknown; value: string }[] }).rows;
      let changed = 0;
      for (const row of rows) {
        const fresh = await mapSelection(row.value, column.aad(row), async (text, aad) =>
          String(await rewrite(tx, text, aad)),
        );
        if (fresh === row.value) continue;
        await tx.execute(sql`update ${table} set ${value} = ${fresh} where ${key} = ${row.key}`);
        changed++;
      }
      return { changed, size: rows.length, last: rows.at(-1)?.key };
    });
    total += batch.changed;
    if (batch.size < BATCH) return total;
    after = batch.last;
  }
}
