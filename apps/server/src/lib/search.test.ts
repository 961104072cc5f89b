import { describe, expect, it } from 'vitest';
import { cacheKeyOf, oneEditApart, searchTerm } from './search';

describe('oneEditApart (Damerau, one edit)', () => {
  it.each([
    ['nra', 'nar', true], // two letters swapped
    ['mrin', 'murin', true], // one dropped
    ['murrin', 'murin', true], // one added
    ['ceceg', 'cezeg', true], // one wrong
    ['nar', 'nar', false], // the same word is no typo
    ['nra', 'ran', false], // two edits
    ['abcd', 'badc', false], // two swaps
    ['nar', 'narni', false],
  ])('%s ~ %s: %s', (a, b, expected) => {
    expect(oneEditApart(a, b)).toBe(expected);
    expect(oneEditApart(b, a)).toBe(expected);
  });
});

describe('searchTerm', () => {
  it('holds every reading of the query and of each word', () => {
    const term = searchTerm('Ardyn elch')!;
    expect(term.key).toBe('ardin elch');
    expect(term.spellings).toEqual(['ardin elch', 'ardun elch']);
    expect(term.words).toEqual([['ardin', 'ardun'], ['elch']]);
    expect(term.typed).toEqual(['ardyn', 'elch']);
    expect(cacheKeyOf(term)).not.toBe(cacheKeyOf(searchTerm('ardin elch')!));
  });

  it('is undefined when nothing searchable was typed', () => {
    expect(searchTerm('  !!! ')).toBeUndefined();
    expect(searchTerm(undefined)).toBeUndefined();
  });
});
