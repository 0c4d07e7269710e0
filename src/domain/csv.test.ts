import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, guardCell, parseCsv, serializeCsv, unguardCell } from './csv';

const cells = (text: string) => parseCsv(text).map((r) => r.cells);

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(cells('name,note\r\n"Rao, Asha","said ""hi""\nthen left"\r\n')).toEqual([
      ['name', 'note'],
      ['Rao, Asha', 'said "hi"\nthen left'],
    ]);
  });

  it('takes CRLF, LF and lone CR line ends, skips blank lines and a missing last line end', () => {
    expect(cells('a,b\r\n1,2\n\n3,4\r5,6')).toEqual([['a', 'b'], ['1', '2'], ['3', '4'], ['5', '6']]);
  });

  it('drops a UTF-8 byte-order mark and keeps empty cells', () => {
    expect(cells('\uFEFFemail,role\r\nx@y.in,\r\n,\r\n')).toEqual([['email', 'role'], ['x@y.in', ''], ['', '']]);
  });

  it('numbers each record by the line it starts on, across quoted line breaks', () => {
    expect(parseCsv('h\r\n"a\r\nb"\r\n\r\nc\r\n').map((r) => r.line)).toEqual([1, 2, 5]);
  });

  it('names the line of an unclosed quote or a quote in a bare field', () => {
    expect(() => parseCsv('a\r\n"open,x\r\n')).toThrow(new CsvSyntaxError(2, 'a quoted field is never closed'));
    expect(() => parseCsv('a\r\nb"c\r\n')).toThrow(CsvSyntaxError);
    expect(() => parseCsv('"a"b\r\n')).toThrow(/line 1: text after a closing quote/);
  });

  it('reads nothing from an empty file', () => {
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\uFEFF')).toEqual([]);
  });
});

describe('serializeCsv', () => {
  it('quotes only what needs it and ends lines with CRLF', () => {
    expect(serializeCsv([['name', 'note'], ['Rao, Asha', 'said "hi"'], ['plain', ' padded']])).toBe('name,note\r\n"Rao, Asha","said ""hi"""\r\nplain," padded"\r\n');
  });

  it('reads back what it wrote', () => {
    const rows = [['a', 'b,c', 'line\r\nbreak', '"q"', ''], ['1', '', ' x ', 'ü€', 'end']];
    expect(cells(serializeCsv(rows))).toEqual(rows);
  });
});

describe('formula guard', () => {
  it.each(['=SUM(A1)', '+91', '-2+3', '@cmd', '\tx', '\rx', "'=x"])('writes %j with a leading quote', (value) => {
    expect(guardCell(value)).toBe(`'${value}`);
  });

  it.each(['-50.00', '-33.8688', 'plain', "'quoted", '', '007'])('leaves %j as it is', (value) => {
    expect(guardCell(value)).toBe(value);
  });

  it('reads back through the CSV parser as the original values', () => {
    const rows = [['=HYPERLINK("http://x","y")', '+91', '-2+3', '@SUM(A1)', '\tlead', '\rcr', "'=already", "''+twice", "'plain", '-50.00']];
    const text = serializeCsv(rows);
    expect(text.startsWith(`"'=HYPERLINK(""http://x"",""y"")",'+91,'-2+3,'@SUM(A1),'\tlead,"'\rcr",''=already,'''+twice,'plain,-50.00`)).toBe(true);
    expect(cells(text).map((row) => row.map(unguardCell))).toEqual(rows);
  });

  it('strips a quote only before a formula character', () => {
    expect(["'=x", "'-1", "'abc", "'", ''].map(unguardCell)).toEqual(['=x', '-1', "'abc", "'", '']);
  });
});
