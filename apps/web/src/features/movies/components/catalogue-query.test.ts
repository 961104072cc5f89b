import { describe, expect, it } from 'vitest';
import { activeFilterCount, appliedSort, parseIds, parseRange } from '../../../components/catalogue/catalogue-query';
import { MOVIE_FILTERS, MOVIE_QUERY_DEFAULTS, toMovieListParams } from './catalogue-query';

const bounds = (key: keyof typeof MOVIE_FILTERS.ranges) => MOVIE_FILTERS.ranges[key].bounds();

const state = (patch: Partial<typeof MOVIE_QUERY_DEFAULTS>) => ({ ...MOVIE_QUERY_DEFAULTS, ...patch });

describe('movie catalogue filters → list call', () => {
  it('sends only the catalogue by default', () => {
    expect(toMovieListParams(MOVIE_QUERY_DEFAULTS, { countryFlag: 1, published: true })).toEqual({ countryFlag: 1 });
  });

  it('maps the URL keys to the call’s names, ranges with their flags', () => {
    const params = toMovieListParams(
      state({
        page: '3',
        search: ' tsogt ',
        sort: '7',
        format: '2,4',
        lang: '5',
        genre: '1,2',
        rating: '3',
        tag: '9',
        grade: '60,100',
        year: '1990,2000',
        runtime: '0,90',
      }),
      { countryFlag: 1, published: false },
    );
    expect(params).toEqual({
      countryFlag: 1,
      published: false,
      page: 3,
      search: 'tsogt',
      sort: 7,
      formation: '2,4',
      language: '5',
      genre: '1,2',
      rating: '3',
      tag: '9',
      grade: '60,100',
      gradeFlag: 1,
      year: '1990,2000',
      yearFlag: 1,
      runtime: '0,90',
      runtimeFlag: 1,
    });
  });

  it('filters by country in the international catalogues only', () => {
    expect(toMovieListParams(state({ country: '4' }), { countryFlag: 2, published: true }).country).toBe('4');
    expect(toMovieListParams(state({ country: '4' }), { countryFlag: 3, published: true }).country).toBeUndefined();
  });

  it('drops junk and choices past the cap of 5 from a hand-edited URL', () => {
    expect(parseIds('1,x,2,2,3,4,5,6,7')).toEqual([1, 2, 3, 4, 5]);
    expect(parseRange('50,20', bounds('grade'))).toBeNull();
    expect(parseRange('0,500', bounds('runtime'))).toEqual([0, 200]);
    expect(parseRange('1800,1950', bounds('year'))).toEqual([1900, 1950]);
    expect(toMovieListParams(state({ sort: '12', page: 'abc' }), { countryFlag: 1, published: true })).toEqual({
      countryFlag: 1,
    });
  });

  it('counts the active filters for the filter button', () => {
    expect(activeFilterCount(state({ search: 'x', genre: '1', year: '1990,2000' }), MOVIE_FILTERS, 1)).toBe(2);
  });

  it('names the order the server applies when none is chosen: newest, or best match while searching', () => {
    expect(appliedSort(state({}))).toBe('1');
    expect(appliedSort(state({ search: 'цогт' }))).toBe('');
    expect(appliedSort(state({ search: 'цогт', sort: '3' }))).toBe('3');
    expect(appliedSort(state({ sort: '12' }))).toBe('1');
  });
});
