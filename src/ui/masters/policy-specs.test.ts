import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { BlockSector } from '../../contract/policy/operations';
import { blockSectorPage, blockedSectorSpec as spec } from './policy-specs';

/* The blocked sectors form checks what the server will, and the table pages the whole list locally. */

const check = (values: Record<string, string | boolean>, id = '') => {
  const r = v.safeParse(id ? spec.updateSchema : spec.addSchema, spec.toRecord(values, id));
  return r.success ? 'ok' : `${v.getDotPath(r.issues[0]) ?? ''}: ${r.issues[0].message}`;
};

const sector = (recordid: string, origin: string, destination: string, reason: string): BlockSector => ({
  recordid,
  travelpolicyid: 'TP1001',
  origintype: 'airport',
  origin,
  originname: origin,
  destinationtype: 'airport',
  destination,
  destinationname: destination,
  bothways: false,
  reason,
});

describe('blocked sector form', () => {
  it('upper-cases airport codes and names the bad field', () => {
    expect(check({ origin: 'bom', destination: 'goi', bothways: true, reason: 'Beach' })).toBe('ok');
    expect(check({ origin: 'BOMB', destination: 'GOI', bothways: false, reason: 'x' })).toBe('origin: origin must be a 3-letter airport code, like BOM');
    expect(check({ origin: 'BOM', destination: 'bom', bothways: false, reason: 'x' })).toBe('destination: destination must differ from origin');
    expect(check({ origin: 'BOM', destination: 'GOI', bothways: false, reason: '' })).toBe('reason: reason is required');
    expect(check({ origin: 'BOM', destination: 'GOI', bothways: false, reason: 'x' }, 'BS1')).toBe('ok');
  });

  it('searches, sorts and pages the list', async () => {
    const rows: BlockSector[] = [
      sector('1', 'DEL', 'GOI', 'b'),
      { ...sector('2', 'BOM', 'GOI', 'a'), bothways: true },
      sector('3', 'BLR', 'CCU', 'c'),
    ];
    const page = (q: Partial<Parameters<typeof blockSectorPage>[0]>) =>
      blockSectorPage({ searchtext: '', sortby: 'origin', sortorder: 'asc', pageno: 1, pagesize: 50, ...q }, async () => rows);
    expect((await page({})).rows.map((r) => r.recordid)).toEqual(['3', '2', '1']);
    expect(await page({ searchtext: 'goi', pagesize: 1, pageno: 2, sortorder: 'desc' })).toEqual({ rows: [rows[1]], totalcount: 2 });
  });
});
