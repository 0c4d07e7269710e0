import type { MasterListQuery } from '../../contract/masters/list-query';
import type { BlockSector } from '../../contract/policy/operations';
import type { PlaceType } from '../../contract/policy/rules';
import type { BlockSectorRecord } from './policy-api';

/* The blocked sectors table's data side (docs/features/policy.md "Screens"): paging, and the form's record. */

const SORTABLE: Record<string, (s: BlockSector) => string> = {
  origin: (s) => s.originname.toLowerCase(),
  destination: (s) => s.destinationname.toLowerCase(),
  reason: (s) => s.reason.toLowerCase(),
};

/** GETBLOCKSECTORS answers the policy's whole list (a handful of sectors), so the table's search, sort and paging happen here. */
export function blockSectorPage(
  all: readonly BlockSector[],
  query: MasterListQuery,
): { rows: BlockSector[]; totalcount: number } {
  const needle = query.searchtext.trim().toLowerCase();
  const found = needle
    ? all.filter((s) =>
        `${s.originname} ${s.origin} ${s.destinationname} ${s.destination} ${s.reason}`.toLowerCase().includes(needle),
      )
    : [...all];
  const key = SORTABLE[query.sortby] ?? SORTABLE.origin!;
  const sign = query.sortorder === 'desc' ? -1 : 1;
  found.sort((a, b) => sign * key(a).localeCompare(key(b)));
  const start = (query.pageno - 1) * query.pagesize;
  return { rows: found.slice(start, start + query.pagesize), totalcount: found.length };
}

/** The sector form's values: the ends as their pickers hold them, with the names the server gave a saved sector. */
export interface SectorForm {
  origintype: PlaceType;
  origin: string;
  originname: string;
  destinationtype: PlaceType;
  destination: string;
  destinationname: string;
  bothways: boolean;
  reason: string;
}

export const BLANK_SECTOR: SectorForm = {
  origintype: 'airport',
  origin: '',
  originname: '',
  destinationtype: 'airport',
  destination: '',
  destinationname: '',
  bothways: true,
  reason: '',
};

export const sectorFormOf = (s: BlockSector): SectorForm => ({
  origintype: s.origintype,
  origin: s.origin,
  originname: s.originname,
  destinationtype: s.destinationtype,
  destination: s.destination,
  destinationname: s.destinationname,
  bothways: s.bothways,
  reason: s.reason,
});

export const sectorRecord = (travelpolicyid: string, f: SectorForm): BlockSectorRecord => ({
  travelpolicyid,
  origintype: f.origintype,
  origin: f.origin,
  destinationtype: f.destinationtype,
  destination: f.destination,
  bothways: f.bothways,
  reason: f.reason,
});
