import { randomBytes } from 'node:crypto';
import { existsSync, renameSync, unlinkSync } from 'node:fs';
import { openStore } from '../store/open';
import { KEY_BYTES } from './envelope';
import {
  DataKeySetupError,
  type DataKeySettings,
  keyFilePath,
  loadKeyring,
  readKeyFile,
  writeKeyFile,
} from './key-file';
import { type RotationReport, rotateDataKeys } from './rotate';

export interface RotateKeyOptions extends DataKeySettings {
  databaseUrl?: string;
  /** Also replace the KEK: true generates one; a path reads it from that file, or writes a generated one there. */
  newKek?: true | string;
}

/**
 * `npm run rotate-key`: re-encrypts every sealed value under a new DEK and, with --new-kek,
 * re-wraps the DEKs under a new KEK. The key file is switched so that at every moment one of
 * data.key, data.key.new and data.key.old opens the database (the server reads all three):
 * old key copied to .old, new key to .new, database rotated, .new renamed over data.key, .old removed.
 */
export async function runRotateKey(options: RotateKeyOptions): Promise<RotationReport & { keyFile?: string }> {
  const file = keyFilePath(options);
  if (!options.dataKey && !existsSync(file))
    throw new DataKeySetupError(
      `no data key: set DATA_KEY, or DATA_KEY_FILE / DATA_DIR to where data.key is (looked for ${file})`,
    );
  if (options.dataKey && options.newKek === true) {
    throw new DataKeySetupError(
      'DATA_KEY is set: give --new-kek <file> to receive the new key, then set DATA_KEY to its content',
    );
  }
  const keys = loadKeyring(options);
  const newKek = options.newKek ? newKeyFrom(options.newKek) : undefined;
  const usesFile = newKek && !options.dataKey;
  // Opened first: on PGlite a running server holds the data directory, and nothing is written then.
  const store = await openStore({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  let report: RotationReport;
  try {
    if (usesFile) {
      writeKeyFile(`${file}.old`, readKeyFile(file), { replace: true });
      writeKeyFile(`${file}.new`, newKek, { replace: true });
    }
    report = await rotateDataKeys(store.db, keys, { newKek });
  } finally {
    await store.close();
  }
  if (usesFile) {
    renameSync(`${file}.new`, file);
    unlinkSync(`${file}.old`);
  }
  return { ...report, keyFile: usesFile ? file : typeof options.newKek === 'string' ? options.newKek : undefined };
}

function newKeyFrom(source: true | string): Buffer {
  if (source !== true && existsSync(source)) return readKeyFile(source);
  const key = randomBytes(KEY_BYTES);
  if (source !== true) writeKeyFile(source, key);
  return key;
}
