import { api } from '../../api';
import type { MasterListQuery } from '../../contract/masters/list-query';
import {
  type BlockSector,
  BlockSectorInputSchema,
  BlockSectorUpdateSchema,
  addBlockSectors,
  deleteBlockSectors,
  getBlockSectors,
  updateBlockSectors,
} from '../../contract/policy/operations';
import type { MasterSpec } from './master-spec';

/* Travel Admin → Policy → Blocked sectors (docs/features/policy.md), drawn by the generic master screen. */

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const route = (s: BlockSector) => `${s.origin} ${s.bothways ? '↔' : '→'} ${s.destination}`;

const SORTABLE: Record<string, (s: BlockSector) => string> = {
  origin: (s) => s.origin,
  destination: (s) => s.destination,
  reason: (s) => s.reason.toLowerCase(),
};

/**
 * GETBLOCKSECTORS answers the whole list (a company blocks a handful of sectors), so the table's
 * search, sort and paging happen here.
 */
export async function blockSectorPage(query: MasterListQuery, fetchAll: () => Promise<BlockSector[]>): Promise<{ rows: BlockSector[]; totalcount: number }> {
  const all = await fetchAll();
  const needle = query.searchtext.trim().toLowerCase();
  const found = needle ? all.filter((s) => `${s.origin} ${s.destination} ${s.reason}`.toLowerCase().includes(needle)) : all;
  const key = SORTABLE[query.sortby] ?? SORTABLE.origin!;
  const sign = query.sortorder === 'desc' ? -1 : 1;
  const sorted = [...found].sort((a, b) => sign * key(a).localeCompare(key(b)));
  const start = (query.pageno - 1) * query.pagesize;
  return { rows: sorted.slice(start, start + query.pagesize), totalcount: found.length };
}

export const blockedSectorSpec: MasterSpec<BlockSector> = {
  list: 'policyblockedsectors',
  title: 'Blocked sectors',
  noun: 'blocked sector',
  rowKey: (s) => s.recordid,
  describe: (s) => `the blocked sector ${route(s)}`,
  sortby: 'origin',
  columns: () => [
    { key: 'origin', label: 'From', sortable: true, render: (s) => s.origin },
    { key: 'destination', label: 'To', sortable: true, render: (s) => s.destination },
    { key: 'bothways', label: 'Both ways', render: (s) => (s.bothways ? 'Yes' : 'No') },
    { key: 'reason', label: 'Reason', sortable: true, render: (s) => s.reason },
  ],
  fetchPage: (query) => blockSectorPage(query, async () => (await api.callOperation(getBlockSectors, {})).BlockSector),
  fields: () => [
    { name: 'origin', label: 'From', kind: 'text', required: true, description: 'Airport code, like BOM' },
    { name: 'destination', label: 'To', kind: 'text', required: true, description: 'Airport code, like GOI' },
    { name: 'bothways', label: 'Both ways (also block the return flight)', kind: 'checkbox' },
    { name: 'reason', label: 'Reason', kind: 'textarea', required: true, description: 'Shown to the traveller' },
  ],
  blank: { origin: '', destination: '', bothways: true, reason: '' },
  toForm: (s) => ({ origin: s.origin, destination: s.destination, bothways: s.bothways, reason: s.reason }),
  toRecord: (f, id) => ({
    ...(id ? { recordid: id } : {}),
    origin: str(f.origin),
    destination: str(f.destination),
    bothways: f.bothways === true,
    reason: str(f.reason),
  }),
  addSchema: BlockSectorInputSchema,
  updateSchema: BlockSectorUpdateSchema,
  addOp: addBlockSectors,
  save: async (record, isNew) => {
    const jsondata = record as never;
    await (isNew ? api.callOperation(addBlockSectors, { jsondata }) : api.callOperation(updateBlockSectors, { jsondata }));
  },
  deleteOp: deleteBlockSectors,
  remove: async (s) => {
    await api.callOperation(deleteBlockSectors, { recordid: s.recordid });
  },
};
