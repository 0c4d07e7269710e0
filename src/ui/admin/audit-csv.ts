import type { AdminAuditRow } from '../../contract/masters/admin-audit';

/*
 * The audit trail as CSV (docs/features/admin-audit.md "Export"). Every cell is quoted, quotes
 * doubled; a cell starting with = + - @ (or a tab or carriage return) gets a leading ' so a
 * spreadsheet shows it as text instead of running it as a formula.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

const HEADER = ['When (UTC)', 'Changed by', 'Profile id', 'Entity', 'Entity id', 'Action', 'Before', 'After'];

const json = (record: Record<string, unknown> | null) => (record === null ? '' : JSON.stringify(record));

export function auditCsv(rows: readonly AdminAuditRow[]): string {
  const lines = [HEADER, ...rows.map((r) => [r.at, r.actorname, r.actorid, r.entity, r.entityid, r.action, json(r.before), json(r.after)])];
  return `${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
