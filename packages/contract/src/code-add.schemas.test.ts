import { describe, expect, it } from 'vitest';
import { codeEntryProblem, codeListBody, normalizeCode } from './code-add.schemas';
import { CODE_ADD_MAX, SERIAL_UPDATE_CODES_MAX } from './limits';
import { messages } from './messages';

// The code entry rule (part 2 section 5) and the caps (section 9), shared by the page and the server.

const issuesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe('code entry', () => {
  it('takes digits only, as their canonical text', () => {
    expect(normalizeCode('550')).toBe('550');
    expect(normalizeCode('007')).toBe('7');
    expect(normalizeCode(27205)).toBe('27205');
    for (const bad of [
      '',
      ' 550',
      '55 0',
      '55a',
      '-5',
      '5.5',
      '1e3',
      '１２',
      '1234567890123456',
      -5,
      5.5,
      Number.NaN,
      null,
      true,
      {},
    ]) {
      expect(normalizeCode(bad)).toBeNull();
    }
  });

  it('refuses letters, spaces, empty entries and codes already listed with the spec’s message', () => {
    expect(codeEntryProblem('movie', '603', ['550'])).toBeNull();
    for (const entry of ['', ' ', 'abc', '60 3', '550', '0550'])
      expect(codeEntryProblem('movie', entry, ['550'])).toBe('codeListInvalid');
  });

  it('caps update-serial at 2 codes and the others at the send cap', () => {
    expect(codeEntryProblem('serial_update', '3', ['1'])).toBeNull();
    expect(codeEntryProblem('serial_update', '3', ['1', '2'])).toBe('serialUpdateCodesMax');
    const full = Array.from({ length: CODE_ADD_MAX }, (_, i) => String(i + 1));
    expect(codeEntryProblem('serial', '999', full)).toBe('codeListTooLong');
    expect(messages.codeListTooLong.mn).toContain(String(CODE_ADD_MAX));
    expect(messages.serialUpdateCodesMax.mn).toContain(String(SERIAL_UPDATE_CODES_MAX));
  });
});

describe('code list body', () => {
  it('reads numbers and digit strings, or a bare list', () => {
    expect(codeListBody('movie').parse({ list: [550, '603', '007'] })).toEqual({ list: [550, 603, 7] });
    expect(codeListBody('serial').parse(['1399'])).toEqual({ list: [1399] });
  });

  it('refuses empty, non-digit, repeated and over-long lists', () => {
    const movie = codeListBody('movie');
    for (const list of [[], ['12a'], [' 12'], [12, '12'], ['1', '01'], [1.5], [null], [[1]]]) {
      expect(issuesOf(movie.safeParse({ list }))).toEqual(['codeListInvalid']);
    }
    expect(issuesOf(movie.safeParse({}))).toEqual(['codeListInvalid']);
    expect(issuesOf(movie.safeParse({ list: '550' }))).toEqual(['codeListInvalid']);
    expect(issuesOf(movie.safeParse({ list: Array.from({ length: CODE_ADD_MAX + 1 }, (_, i) => i + 1) }))).toEqual([
      'codeListTooLong',
    ]);
    expect(issuesOf(codeListBody('serial_update').safeParse({ list: [1, 2, 3] }))).toEqual(['serialUpdateCodesMax']);
    expect(codeListBody('serial_update').parse({ list: [1, 2] })).toEqual({ list: [1, 2] });
  });
});
