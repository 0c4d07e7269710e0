import { randomBytes } from 'node:crypto';
import {
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { SettingError } from '../settings';
import { KEY_BYTES } from './envelope';
import { Keyring, keyring } from './keyring';

export interface DataKeySettings {
  /** DATA_KEY: the KEK itself, base64 of 32 bytes; wins over the file. */
  dataKey?: string;
  /** DATA_KEY_FILE: where the KEK is kept (default <dataDir>/data.key). */
  keyFile?: string;
  /** DATA_DIR, also with PostgreSQL: the key file's default home. */
  dataDir?: string;
}

/** A bad DATA_KEY or key file: the message says what to do; main.ts prints it without a stack. */
export class DataKeySetupError extends SettingError {}

export const keyFilePath = (settings: DataKeySettings) =>
  path.resolve(settings.keyFile ?? path.join(settings.dataDir ?? './data', 'data.key'));

function decodeKey(text: string, where: string): Buffer {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== KEY_BYTES || key.toString('base64') !== text.trim()) {
    throw new DataKeySetupError(
      `${where} must hold the base64 of ${KEY_BYTES} random bytes (e.g. the output of \`openssl rand -base64 32\`)`,
    );
  }
  return key;
}

/** Reads a key file, refusing one that others on the machine could read. */
export function readKeyFile(file: string): Buffer {
  const mode = statSync(file).mode & 0o777;
  if (process.platform !== 'win32' && (mode & 0o077) !== 0) {
    throw new DataKeySetupError(
      `the data key file ${file} is readable by other users (mode ${mode.toString(8)}): run \`chmod 600 ${file}\``,
    );
  }
  return decodeKey(readFileSync(file, 'utf8'), `the data key file ${file}`);
}

/**
 * Writes a key file whole or not at all, mode 0600: a temporary file then a hard link, which
 * fails if the name exists, so of two servers creating the key at once one wins and the other
 * reads the winner's key. `replace` renames over an existing file instead (rotation).
 */
export function writeKeyFile(file: string, key: Buffer, { replace = false } = {}): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporary, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    if (replace) renameSync(temporary, file);
    else linkSync(temporary, file);
  } finally {
    if (existsSync(temporary)) unlinkSync(temporary);
  }
}

/**
 * The keyring the settings name: DATA_KEY if set, else the key file, created with a random key on
 * first start. With neither a key file nor a data directory (an in-memory database, a test server
 * on PostgreSQL) it is the process's own random key, shared by every server of the process. Key files left by an interrupted `rotate-key` (data.key.new, data.key.old)
 * join as unwrap-only keys, so the server starts whichever side of the switch the database is on.
 */
export function loadKeyring(settings: DataKeySettings): Keyring {
  if (settings.dataKey) return new Keyring(decodeKey(settings.dataKey, 'DATA_KEY'));
  if (!settings.keyFile && (!settings.dataDir || settings.dataDir === 'memory://')) return keyring();
  const file = keyFilePath(settings);
  if (!existsSync(file)) {
    try {
      writeKeyFile(file, randomBytes(KEY_BYTES));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const previous = [`${file}.new`, `${file}.old`].filter((candidate) => existsSync(candidate)).map(readKeyFile);
  return new Keyring(readKeyFile(file), previous);
}
