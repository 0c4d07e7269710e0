import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../store/db';
import { dataKeys } from '../store/schema';
import { decrypt, encrypt, formatBytes, formatText, isSealedText, parseBytes, parseText } from './envelope';
import { Keyring } from './keyring';
import { resealRows, rowsNotUnder, rowsUnder } from './reseal';
import type { StoredValue } from './sealed-columns';
import { SEALED_COLUMNS } from './sealed-columns';

export interface RotationReport {
  /** The DEK every value is now sealed with. */
  dekId: string;
  /** Values re-encrypted, per table.column. */
  resealed: Record<string, number>;
  /** Retired DEKs deleted (no value named them any more). */
  deleted: string[];
  /** The fingerprint of the KEK now wrapping the DEKs. */
  kekId: string;
}

/**
 * Key rotation: a new DEK becomes the only active one (so servers still running seal new values
 * with it at once), every sealed value is re-encrypted under it, and the retired DEKs no value
 * names any more are deleted. With `newKek`, every remaining DEK is re-wrapped by it in one
 * transaction; the caller installs the new key file only after this returns.
 */
export async function rotateDataKeys(
  db: Db,
  keys: Keyring,
  options: { newKek?: Buffer; now?: Date } = {},
): Promise<RotationReport> {
  const now = options.now ?? new Date();
  await keys.check(db);
  const target = options.newKek ? new Keyring(options.newKek) : keys;
  const fresh = target.newDek();
  await db.transaction(async (tx) => {
    await tx
      .insert(dataKeys)
      .values({ id: fresh.id, wrapped: fresh.wrapped, kekId: fresh.kekId, state: 'active', createdAt: now });
    await tx
      .update(dataKeys)
      .set({ state: 'retired' })
      .where(and(eq(dataKeys.state, 'active'), ne(dataKeys.id, fresh.id)));
  });
  keys.adopt(fresh.id, fresh.key);

  const resealed: Record<string, number> = {};
  for (const column of SEALED_COLUMNS) {
    const count = await resealRows(db, column, rowsNotUnder(column, fresh.id), (tx, value, aad) =>
      reseal(tx, keys, fresh, value, aad),
    );
    if (count > 0) resealed[`${column.table}.${column.column}`] = count;
  }

  const deleted: string[] = [];
  for (const { id } of await db.select({ id: dataKeys.id }).from(dataKeys).where(eq(dataKeys.state, 'retired'))) {
    if (await stillNamed(db, id)) continue;
    await db.delete(dataKeys).where(eq(dataKeys.id, id));
    keys.forget(id);
    deleted.push(id);
  }

  if (options.newKek) {
    await db.transaction(async (tx) => {
      for (const row of await tx.select().from(dataKeys)) {
        if (row.kekId === target.kekId) continue;
        const key = await keys.dek(tx, row.id);
        await tx
          .update(dataKeys)
          .set({ wrapped: target.wrap(row.id, key), kekId: target.kekId })
          .where(eq(dataKeys.id, row.id));
      }
    });
  }
  return { dekId: fresh.id, resealed, deleted, kekId: target.kekId };
}

async function reseal(
  db: Executor,
  keys: Keyring,
  dek: { id: string; key: Buffer },
  value: StoredValue,
  aad: string,
): Promise<StoredValue> {
  if (typeof value === 'string') {
    if (!isSealedText(value)) return value;
    const { dekId, sealed } = parseText(value);
    return formatText(dek.id, encrypt(dek.key, decrypt(await keys.dek(db, dekId), sealed, aad), aad));
  }
  const { dekId, sealed } = parseBytes(value);
  return formatBytes(dek.id, encrypt(dek.key, decrypt(await keys.dek(db, dekId), sealed, aad), aad));
}

/** Whether any value (written by a server while the rotation ran) is still sealed under `dekId`. */
async function stillNamed(db: Db, dekId: string): Promise<boolean> {
  for (const column of SEALED_COLUMNS) {
    const result = await db.execute(
      sql`select 1 from ${sql.identifier(column.table)} where ${rowsUnder(column, dekId)} limit 1`,
    );
    if ((result as unknown as { rows: unknown[] }).rows.length > 0) return true;
  }
  return false;
}
