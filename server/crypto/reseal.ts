import { type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../store/db';
import { SEALED_PREFIX } from './envelope';
import { resealSelections, selectionsHolding } from './reseal-selection';
import type { SealedColumn, StoredValue } from './sealed-columns';
import { JSON_ELEMENTS, mapPassports } from './sealed-json';
import { SELECTION_NEEDLES } from './sealed-selection';

const BATCH = 200;

/**
 * Rows whose sealed value(s) satisfy `text` (a condition on one text value) or, for bytea, `bytes`.
 * A JSON column matches when any traveller's passport number does.
 */
function rowsWhere(
  column: SealedColumn,
  text: (value: SQL) => SQL,
  bytes: (value: SQL) => SQL,
  /** What a base64-JSON column's decoded document holds when it may match. */
  needle: string,
): SQL {
  const value = sql`${sql.identifier(column.column)}`;
  if (column.bytes) return bytes(value);
  if (column.base64Json) return selectionsHolding(column, needle);
  if (!column.json) return text(value);
  // Constant names, spelled into the SQL: as parameters their type would be left to inference.
  const list = sql`${value} -> ${sql.raw(`'${JSON_ELEMENTS.array}'`)}`;
  const element = sql`e ->> ${sql.raw(`'${JSON_ELEMENTS.field}'`)}`;
  return sql`exists (select 1 from jsonb_array_elements(case when jsonb_typeof(${list}) = 'array' then ${list} else '[]'::jsonb end) e where ${text(element)})`;
}

const prefix = Buffer.from(SEALED_PREFIX);
const head = (value: SQL, length: number) => sql`substring(${value} from 1 for ${length})`;

/** Rows with a value not sealed yet. */
export function plaintextRows(column: SealedColumn): SQL {
  return rowsWhere(
    column,
    (value) => sql`${value} <> '' and ${value} not like ${`${SEALED_PREFIX}%`}`,
    (value) => sql`${head(value, prefix.length)} <> ${prefix}`,
    SELECTION_NEEDLES.plaintext,
  );
}

/** Rows with a value sealed under another DEK than `dekId`. */
export function rowsNotUnder(column: SealedColumn, dekId: string): SQL {
  const header = `${SEALED_PREFIX}${dekId}:`;
  return rowsWhere(
    column,
    (value) => sql`${value} like ${`${SEALED_PREFIX}%`} and ${value} not like ${`${header}%`}`,
    (value) =>
      sql`${head(value, prefix.length)} = ${prefix} and ${head(value, header.length)} <> ${Buffer.from(header)}`,
    SEALED_PREFIX,
  );
}

/** Rows with a value sealed under `dekId`. */
export function rowsUnder(column: SealedColumn, dekId: string): SQL {
  const header = `${SEALED_PREFIX}${dekId}:`;
  return rowsWhere(
    column,
    (value) => sql`${value} like ${`${header}%`}`,
    (value) => sql`${head(value, header.length)} = ${Buffer.from(header)}`,
    header,
  );
}

/**
 * Rewrites, batch by batch (one transaction each), every row of `column` matching `which`, until
 * none is left. Rows are taken FOR UPDATE SKIP LOCKED: processes running the same pass at once
 * (several servers starting together) share the work instead of racing for the same rows, and a
 * user's concurrent write waits for the batch. `rewrite` gets each sealed value (of a JSON column:
 * each passport number) and must leave a value it has nothing to do for as it is. Answers the
 * number of rows rewritten.
 */
export async function resealRows(
  db: Db,
  column: SealedColumn,
  which: SQL,
  /** Gets the batch's transaction: on PGlite a query outside it would wait for it forever. */
  rewrite: (tx: Executor, value: StoredValue, aad: string) => Promise<StoredValue>,
): Promise<number> {
  if (column.base64Json) return resealSelections(db, column, which, rewrite);
  const table = sql.identifier(column.table);
  const value = sql.identifier(column.column);
  const fields = sql.join(
    [...column.key, ...column.aadColumns].map((name) => sql.identifier(name)),
    sql`, `,
  );
  let total = 0;
  for (;;) {
    const changed = await db.transaction(async (tx) => {
      const result = await tx.execute(
        sql`select ${fields}, ${value} as "value" from ${table} where ${which} limit ${BATCH} for update skip locked`,
      );
      const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
      for (const row of rows) {
        const fresh = column.json
          ? sql`${JSON.stringify(await mapPassports(row.value, column.aad(row), async (text, aad) => String(await rewrite(tx, text, aad))))}::jsonb`
          : await rewrite(tx, column.bytes ? Buffer.from(row.value as Uint8Array) : String(row.value), column.aad(row));
        const match = sql.join(
          column.key.map((name) => sql`${sql.identifier(name)} = ${row[name]}`),
          sql` and `,
        );
        await tx.execute(sql`update ${table} set ${value} = ${fresh} where ${match}`);
      }
      return rows.length;
    });
    if (changed === 0) return total;
    total += changed;
  }
}
