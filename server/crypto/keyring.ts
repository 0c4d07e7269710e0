import { createHmac, randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../store/db';
import { dataKeys } from '../store/schema';
import { SettingError } from '../settings';
import { KEY_BYTES, decrypt, encrypt } from './envelope';

type DataKeyRow = typeof dataKeys.$inferSelect;

/** Which KEK wrapped a DEK, without revealing anything of the KEK. */
export function kekFingerprint(kek: Buffer): string {
  return createHmac('sha256', kek).update('voyage data_keys kek id').digest('hex').slice(0, 16);
}

/** A database holds DEKs no configured KEK can unwrap: the wrong DATA_KEY / key file. */
export class WrongDataKeyError extends SettingError {}

const wrapAad = (dekId: string) => `data_keys:${dekId}`;

/**
 * The KEK and the DEKs it unwrapped (cached for the life of the process: ids are random, so one
 * cache serves every database the process opens). `previous` KEKs only unwrap: a key file kept as
 * data.key.old while a KEK rotation was interrupted still opens the DEKs it wrapped.
 */
export class Keyring {
  readonly kekId: string;
  private readonly keks = new Map<string, Buffer>();
  private readonly deks = new Map<string, Buffer>();

  constructor(
    private readonly kek: Buffer,
    previous: readonly Buffer[] = [],
  ) {
    if (kek.length !== KEY_BYTES) throw new Error(`the data key must be ${KEY_BYTES} bytes`);
    this.kekId = kekFingerprint(kek);
    for (const key of [...previous, kek]) this.keks.set(kekFingerprint(key), key);
  }

  /** A fresh DEK, wrapped by this keyring's KEK. */
  newDek(): { id: string; key: Buffer; wrapped: string; kekId: string } {
    const id = randomBytes(8).toString('hex');
    const key = randomBytes(KEY_BYTES);
    this.deks.set(id, key);
    return { id, key, wrapped: this.wrap(id, key), kekId: this.kekId };
  }

  wrap(dekId: string, key: Buffer): string {
    return encrypt(this.kek, key, wrapAad(dekId)).toString('base64');
  }

  unwrap(row: Pick<DataKeyRow, 'id' | 'wrapped' | 'kekId'>): Buffer {
    const kek = this.keks.get(row.kekId);
    if (!kek) {
      throw new WrongDataKeyError(
        `data key ${row.id} of this database was wrapped by key ${row.kekId}, but the configured key is ${this.kekId}: ` +
          'start with the DATA_KEY or key file (DATA_KEY_FILE, default <DATA_DIR>/data.key) this database was encrypted with',
      );
    }
    return decrypt(kek, Buffer.from(row.wrapped, 'base64'), wrapAad(row.id));
  }

  /** The DEK a sealed value names. */
  async dek(db: Executor, id: string): Promise<Buffer> {
    const cached = this.deks.get(id);
    if (cached) return cached;
    const [row] = await db.select().from(dataKeys).where(eq(dataKeys.id, id));
    if (!row)
      throw new WrongDataKeyError(
        `data key ${id} is not in this database (deleted by a rotation, or a value copied from another database)`,
      );
    const key = this.unwrap(row);
    this.deks.set(id, key);
    return key;
  }

  /**
   * The DEK new values are sealed with: the newest active one, made on first use. Read each time
   * (one indexed row) rather than cached, so a rotation by another process is followed at once.
   */
  async activeDek(db: Executor, now: Date = new Date()): Promise<{ id: string; key: Buffer }> {
    const [row] = await db
      .select()
      .from(dataKeys)
      .where(eq(dataKeys.state, 'active'))
      .orderBy(desc(dataKeys.createdAt))
      .limit(1);
    if (row) return { id: row.id, key: await this.dek(db, row.id) };
    const fresh = this.newDek();
    await db
      .insert(dataKeys)
      .values({ id: fresh.id, wrapped: fresh.wrapped, kekId: fresh.kekId, state: 'active', createdAt: now });
    return fresh;
  }

  /** Unwraps every DEK of the database now: a wrong key stops the server at start, not at the first read. */
  async check(db: Executor): Promise<void> {
    const rows = await db.select().from(dataKeys);
    for (const row of rows) this.deks.set(row.id, this.unwrap(row));
  }

  /** Caches a DEK made elsewhere (by a rotation's keyring for a new KEK). */
  adopt(dekId: string, key: Buffer): void {
    this.deks.set(dekId, key);
  }

  forget(dekId: string): void {
    this.deks.delete(dekId);
  }
}

let installed: Keyring | undefined;

/**
 * Sets the process's keyring (startServer / buildApp do, from DATA_KEY or the key file). One per
 * process: servers started in one process on different databases must share the key.
 */
export function installKeyring(keys: Keyring): Keyring {
  installed = keys;
  return keys;
}

/**
 * The process's keyring. A process that never installed one (a test or bench building the app on
 * a throw-away database) gets a random KEK that lives as long as the process; startServer always
 * installs the configured key before anything is sealed.
 */
export function keyring(): Keyring {
  return (installed ??= new Keyring(randomBytes(KEY_BYTES)));
}
