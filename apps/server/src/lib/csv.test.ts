import { describe, expect, it } from 'vitest';
import { csvOf, plainCsvOf } from './csv';

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
