import { describe, expect, it } from 'vitest';
import { localPage } from './local-page';

const rows = ['Tata', 'infosys', 'Wipro', 'Mahindra'].map((name, i) => ({ name, code: `C${i}` }));
const query = { searchtext: '', sortby: 'name', sortorder: 'asc' as const, pageno: 1, pagesize: 2 };
const page = (extra: object) => localPage(rows, { ...query, ...extra }, (r) => [r.name, r.code], (r) => r.name);

describe('localPage', () => {
  it('sorts without regard to case and pages', () => {
    expect(page({})).toEqual({ rows: [rows[1], rows[3]], totalcount: 4 });
    expect(page({ pageno: 2, sortorder: 'desc' }).rows.map((r) => r.name)).toEqual(['Mahindra', 'infosys']);
  });

  it('searches names and codes', () => {
    expect(page({ searchtext: 'PRO' })).toEqual({ rows: [rows[2]], totalcount: 1 });
    expect(page({ searchtext: 'c0' }).rows.map((r) => r.name)).toEqual(['Tata']);
  });
});
