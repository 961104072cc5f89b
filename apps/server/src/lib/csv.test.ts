import { describe, expect, it } from 'vitest';
import { csvOf, parseCsv, plainCsvOf } from './csv';

describe('csvOf', () => {
  it('starts with a byte order mark and quotes every cell, one CRLF line a row', () => {
    expect(
      csvOf([
        ['film', 'date'],
        ['Тэнгэр', '2026-05-01'],
      ]),
    ).toBe('\uFEFF"film","date"\r\n"Тэнгэр","2026-05-01"\r\n');
  });

  it('keeps commas, quotes and line breaks inside their cell', () => {
    expect(csvOf([['a, b', 'say "hi"', 'one\ntwo\r\nthree']])).toBe(
      '\uFEFF"a, b","say ""hi""","one\ntwo\r\nthree"\r\n',
    );
  });

  it('turns a would-be formula into text', () => {
    const row = ['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)', '\tx', 'a=b', '976'];
    expect(csvOf([row])).toBe('\uFEFF"\'=HYPERLINK(""http://x"")","\'+1","\'-2","\'@SUM(A1)","\'\tx","a=b","976"\r\n');
  });
});

describe('plainCsvOf', () => {
  it('quotes only the cells that need it and changes nothing else', () => {
    expect(
      plainCsvOf([
        ['Name', 'Year', 'Review'],
        ['-Тэнгэр, "нар"', '2001', 'a\nb'],
        ['=1', '', 'x'],
      ]),
    ).toBe('Name,Year,Review\n"-Тэнгэр, ""нар""",2001,"a\nb"\n=1,,x\n');
  });
});

describe('parseCsv', () => {
  it('reads quoted commas, doubled quotes and line breaks, a BOM and CRLF, Cyrillic as it is', () => {
    const text = '\uFEFFName,Year,Review\r\n"Тэнгэр, газар",2020,"say ""hi""\r\nline two"\r\nPlain,1999,\r\n\r\n';
    expect(parseCsv(text)).toEqual([
      ['Name', 'Year', 'Review'],
      ['Тэнгэр, газар', '2020', 'say "hi"\r\nline two'],
      ['Plain', '1999', ''],
    ]);
  });

  it('takes LF and CR line ends and a last row without one', () => {
    expect(parseCsv('a,b\nc,d\re,f')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
    ]);
  });

  it('reads back what csvOf writes', () => {
    const rows = [
      ['film', 'note'],
      ['Хөвгүүн', 'a, "b"\nc'],
    ];
    expect(parseCsv(csvOf(rows))).toEqual(rows);
  });

  it('refuses a binary file and a quote left open', () => {
    expect(parseCsv('PK\u0003\u0004\0\0')).toBeUndefined();
    expect(parseCsv('a,"b\nc')).toBeUndefined();
  });
});
