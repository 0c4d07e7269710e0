import type { Executor } from '../store/db';
import {
  decrypt,
  encrypt,
  formatBytes,
  formatText,
  isSealedBytes,
  isSealedText,
  parseBytes,
  parseText,
} from './envelope';
import { type Keyring, keyring } from './keyring';

/*
 * Sealing values for the database and opening them again. `aad` says where the value lives
 * (`<table>.<column>:<row key>`), and must be the same at both ends. Opening passes plaintext
 * through unchanged: rows written before encryption existed stay readable until the start-up
 * pass (encrypt-existing.ts) seals them. The empty string is stored as is: it hides nothing.
 */

export async function sealText(db: Executor, value: string, aad: string, keys: Keyring = keyring()): Promise<string> {
  if (value === '') return value;
  const dek = await keys.activeDek(db);
  return formatText(dek.id, encrypt(dek.key, Buffer.from(value), aad));
}

export async function openText(db: Executor, stored: string, aad: string, keys: Keyring = keyring()): Promise<string> {
  if (!isSealedText(stored)) return stored;
  const { dekId, sealed } = parseText(stored);
  return decrypt(await keys.dek(db, dekId), sealed, aad).toString();
}

export async function sealBytes(db: Executor, value: Buffer, aad: string, keys: Keyring = keyring()): Promise<Buffer> {
  const dek = await keys.activeDek(db);
  return formatBytes(dek.id, encrypt(dek.key, value, aad));
}

export async function openBytes(
  db: Executor,
  stored: Uint8Array,
  aad: string,
  keys: Keyring = keyring(),
): Promise<Buffer> {
  if (!isSealedBytes(stored)) return Buffer.from(stored.buffer, stored.byteOffset, stored.length);
  const { dekId, sealed } = parseBytes(stored);
  return decrypt(await keys.dek(db, dekId), sealed, aad);
}
