import type { ImportEntity, ImportRow } from '../../../src/contract/bulk-import/entities';
import type { ImportProblem } from '../../../src/contract/bulk-import/routes';
import type { Executor } from '../../store/db';

/** A row that passed its schema, with the file line it came from. */
export interface CheckedRow<E extends ImportEntity> {
  line: number;
  value: ImportRow<E>;
}

export interface ImportScope {
  tx: Executor;
  corporateId: string;
  /** The importing admin: imported people take their company's modules from them. */
  profileId: string;
  /** Who did it: the admin, also while acting as someone else. */
  actorId: string;
  now: Date;
}

/** What an entity's check found against the company's records, and how to write the rows once clean. */
export interface CheckedFile {
  problems: ImportProblem[];
  write: (tx: Executor) => Promise<void>;
}

/** One entity's import and export against the store (the file-level checks are shared: rows.ts). */
export interface EntityStore<E extends ImportEntity> {
  check(scope: ImportScope, rows: CheckedRow<E>[]): Promise<CheckedFile>;
  /** Every record of the company, as rows of cells in the entity's import columns. */
  exportRows(tx: Executor, corporateId: string): Promise<string[][]>;
}

/** Multi-row INSERTs of this many rows: well under PostgreSQL's 65,535 parameters for the widest table. */
export const INSERT_BATCH = 500;

export async function insertInBatches<T>(values: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < values.length; i += INSERT_BATCH) await insert(values.slice(i, i + INSERT_BATCH));
}

/** A reference or duplicate problem on a row's column. */
export const problem = (line: number, column: string, message: string): ImportProblem => ({ line, column, message });
