import { describe, expect, it } from 'vitest';
import { tableCsv, tablesXlsx } from './dashboard-files';
import type { ReportTable } from './report-tables';

const TABLE: ReportTable = {
  id: 'topspendingtravellers',
  title: 'Top spending travellers',
  columns: [
    { label: 'Traveller', kind: 'text' },
    { label: 'Bookings', kind: 'count' },
    { label: 'Spend', kind: 'money' },
  ],
  rows: [
    ['Rahul "RV" Verma', 3, '1234567.50'],
    ['=cmd', 1, '0.40'],
  ],
};

const text = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

describe('dashboard exports', () => {
  it('writes a report as CSV UTF-8: header, exact amounts, quotes doubled, formulas guarded', async () => {
    const csv = await text(tableCsv(TABLE));
    expect(csv.split('\r\n')).toEqual(['Traveller,Bookings,Spend', '"Rahul ""RV"" Verma",3,1234567.50', "'=cmd,1,0.40", '']);
    expect(tableCsv(TABLE).type).toBe('text/csv;charset=utf-8');
    // The byte-order mark Excel needs to read UTF-8 (the text reader above drops it).
    expect([...new Uint8Array(await tableCsv(TABLE).arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('writes reports as an Excel workbook (a zip)', async () => {
    const blob = await tablesXlsx([TABLE]);
    const head = new Uint8Array(await blob.arrayBuffer()).slice(0, 2);
    expect(String.fromCharCode(...head)).toBe('PK');
  });
});
