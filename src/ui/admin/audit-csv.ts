import type { AdminAuditRow } from '../../contract/masters/admin-audit';
import { guardCell } from '../../domain/csv';

/*
 * The audit trail as CSV (docs/features/admin-audit.md "Export"). Every cell is quoted, quotes
 * doubled, and guarded against formula injection as every CSV we write is (`guardCell`).
 */

export function csvCell(value: string): string {
  return `"${guardCell(value).replace(/"/g, '""')}"`;
}

const HEADER = ['When (UTC)', 'Changed by', 'Profile id', 'Entity', 'Entity id', 'Action', 'Before', 'After'];

const json = (record: Record<string, unknown> | null) => (record === null ? '' : JSON.stringify(record));

export function auditCsv(rows: readonly AdminAuditRow[]): string {
  const lines = [HEADER, ...rows.map((r) => [r.at, r.actorname, r.actorid, r.entity, r.entityid, r.action, json(r.before), json(r.after)])];
  return `${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
