import { randomUUID } from 'node:crypto';
import { IMPORT_ENTITIES, type ImportEntity, importColumns } from '../../../src/contract/bulk-import/entities';
import { type ImportMode, type ImportProblem, type ImportReport, MAX_REPORTED_PROBLEMS } from '../../../src/contract/bulk-import/routes';
import { recordAdminChange } from '../../admin/audit';
import type { HandlerContext } from '../../dispatch/types';
import type { Db } from '../../store/db';
import { billableCustomerStore, categoryStore } from './finance';
import { costCentreStore, departmentStore, projectStore } from './org';
import { peopleStore } from './people';
import { popularPlaceStore } from './places';
import { readRows } from './rows';
import type { EntityStore } from './types';

const STORES: { [E in ImportEntity]: EntityStore<E> } = {
  people: peopleStore,
  departments: departmentStore,
  costcentres: costCentreStore,
  projects: projectStore,
  popularplaces: popularPlaceStore,
  categories: categoryStore,
  billablecustomers: billableCustomerStore,
};

export interface ImportFile {
  entity: ImportEntity;
  mode: ImportMode;
  name: string;
  text: string;
}

const ms = (since: number) => Math.round(performance.now() - since);

/** Problems in file order: by line, then in the order of the entity's columns. */
function sorted(entity: ImportEntity, problems: ImportProblem[]): ImportProblem[] {
  const columns = importColumns(entity);
  return problems.sort((a, b) => a.line - b.line || columns.indexOf(a.column) - columns.indexOf(b.column));
}

/** Reads and checks the file on `tx`; writes its rows there only when asked to and the file is clean. */
async function checkAndMaybeWrite(ctx: HandlerContext, file: ImportFile): Promise<ImportReport> {
  const started = performance.now();
  const read = readRows(file.entity, file.text);
  const parse = ms(started);
  const checkStarted = performance.now();
  const store = STORES[file.entity] as EntityStore<ImportEntity>;
  // Rows that failed their own schema are not looked up: their problems are already reported.
  const checked = read.problems.length > 0 && read.rows.length === 0 ? null : await store.check({ tx: ctx.tx, corporateId: ctx.session.corporateid, profileId: ctx.session.profileid, actorId: ctx.session.emulatedBy ?? ctx.session.profileid, now: ctx.now }, read.rows);
  const problems = sorted(file.entity, [...read.problems, ...(checked?.problems ?? [])]);
  const check = ms(checkStarted);
  const writeStarted = performance.now();
  let imported = 0;
  if (file.mode === 'import' && problems.length === 0 && checked) {
    await checked.write(ctx.tx);
    imported = read.rows.length;
    // One audit entry for the whole import: what, from which file, how many.
    await recordAdminChange(ctx, {
      entity: IMPORT_ENTITIES[file.entity].auditEntity,
      entityId: `IMPORT${randomUUID()}`,
      action: 'create',
      after: { import: file.entity, file: file.name, rows: imported },
    });
  }
  return {
    entity: file.entity,
    mode: file.mode,
    rows: read.total,
    imported,
    problems: problems.slice(0, MAX_REPORTED_PROBLEMS),
    problemcount: problems.length,
    timings: { parse, check, write: ms(writeStarted) },
  };
}

/**
 * The dry run reads the database only. The import checks again inside its one transaction (the
 * company may have changed since the dry run) and writes every row or none.
 */
export function runImport(db: Db, ctx: HandlerContext, file: ImportFile): Promise<ImportReport> {
  if (file.mode === 'check') return checkAndMaybeWrite(ctx, file);
  return db.transaction((tx) => {
    ctx.tx = tx;
    return checkAndMaybeWrite(ctx, file);
  });
}

/** The company's records of an entity as rows of cells, header first. */
export async function exportRows(db: Db, corporateId: string, entity: ImportEntity): Promise<string[][]> {
  return [importColumns(entity), ...(await STORES[entity].exportRows(db, corporateId))];
}
