import { describe, expect, it } from 'vitest';
import { auditCsv, csvCell } from './audit-csv';

describe('audit CSV', () => {
  it('quotes every cell and doubles quotes', () => {
    expect(csvCell('Tata "Motors", Pune')).toBe('"Tata ""Motors"", Pune"');
  });

  it.each(['=HYPERLINK("x")', '+91', '-2+3', '@SUM(A1)', '\tx'])('keeps %j from running as a formula', (value) => {
    expect(csvCell(value).startsWith(`"'`)).toBe(true);
  });

  it('leaves a plain negative number alone, as every CSV we write does', () => {
    expect(csvCell('-50.00')).toBe('"-50.00"');
  });

  it('writes a header and one line per change, the records as JSON', () => {
    const csv = auditCsv([
      { auditid: 'AU1', actorid: '20004', actorname: 'Kavita Iyer', entity: 'AdminMessage', entityid: 'AM1', action: 'create', before: null, after: { messagetitle: 'Hi' }, at: '2026-11-26T10:00:00.000Z' },
    ]);
    expect(csv.split('\r\n')).toEqual([
      '"When (UTC)","Changed by","Profile id","Entity","Entity id","Action","Before","After"',
      '"2026-11-26T10:00:00.000Z","Kavita Iyer","20004","AdminMessage","AM1","create","","{""messagetitle"":""Hi""}"',
      '',
    ]);
  });
});
