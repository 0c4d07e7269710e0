import type { Db } from '../store/db';
import { isSealedText } from './envelope';
import { type Keyring, keyring } from './keyring';
import { plaintextRows, resealRows } from './reseal';
import { sealBytes, sealText } from './seal';
import { SEALED_COLUMNS } from './sealed-columns';

/**
 * The start-up pass. First unwraps every DEK of the database, so a wrong key stops the start with
 * a message naming the setting instead of failing at the first read. Then seals every value of SEALED_COLUMNS still stored in clear (rows written
 * before encryption existed, or by the demo seed). Idempotent: sealed values are skipped, so a
 * second start finds nothing to do. Answers how many values it sealed, per table.column.
 */
export async function encryptExistingRows(db: Db, keys: Keyring = keyring()): Promise<Record<string, number>> {
  await keys.check(db);
  const sealed: Record<string, number> = {};
  for (const column of SEALED_COLUMNS) {
    const count = await resealRows(db, column, plaintextRows(column), (tx, value, aad) =>
      typeof value !== 'string'
        ? sealBytes(tx, value, aad, keys)
        : isSealedText(value)
          ? Promise.resolve(value)
          : sealText(tx, value, aad, keys),
    );
    if (count > 0) sealed[`${column.table}.${column.column}`] = count;
  }
  return sealed;
}
