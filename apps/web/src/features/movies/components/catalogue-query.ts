import { RUNTIME_FILTER_MAX, FIRST_FILM_YEAR, GRADE_MAX, MULTI_SELECT_MAX } from '@mfi/contract/limits';
import type { MovieListParams } from '../api/get-movie-list';

// The movie catalogue's filter state as it sits in the URL (part 2 section 2: page, search, sort, country,
// format, rating, lang, genre, subgenre, tag, grade, year, runtime) and its translation into the list call's
// parameters (part 2 section 7: formation, language, grade + gradeFlag …).

export const MOVIE_QUERY_DEFAULTS = {
  page: '1',
  search: '',
  sort: '',
  country: '',
  format: '',
  rating: '',
  lang: '',
  genre: '',
  subgenre: '',
  tag: '',
  grade: '',
  year: '',
  runtime: '',
};
export type MovieQueryState = typeof MOVIE_QUERY_DEFAULTS;
export type MultiKey = 'country' | 'format' | 'rating' | 'lang' | 'genre' | 'subgenre' | 'tag';
export type RangeKey = 'grade' | 'year' | 'runtime';

export const rangeBounds = (key: RangeKey): [number, number] =>
  key === 'grade'
    ? [0, GRADE_MAX]
    : key === 'year'
      ? [FIRST_FILM_YEAR, new Date().getFullYear()]
      : [0, RUNTIME_FILTER_MAX];

/** "3,7,9" → [3, 7, 9]; junk and ids past the cap of 5 are dropped (a hand-edited URL must not break the call). */
export function parseIds(text: string, max = MULTI_SELECT_MAX): number[] {
  const ids = text
    .split(',')
    .map((part) => Number(part))
    .filter((n) => Number.isInteger(n) && n > 0);
  return [...new Set(ids)].slice(0, max);
}

export const formatIds = (ids: number[]) => ids.join(',');

/** "60,100" → [60, 100] within the filter's bounds, else null (the filter is off). */
export function parseRange(text: string, key: RangeKey): [number, number] | null {
  const match = /^(\d{1,4}),(\d{1,4})$/.exec(text);
  if (!match) return null;
  const [lo, hi] = rangeBounds(key);
  const a = Math.max(lo, Math.min(hi, Number(match[1])));
  const b = Math.max(lo, Math.min(hi, Number(match[2])));
  return a <= b ? [a, b] : null;
}

export const formatRange = (range: [number, number] | null) => (range ? `${range[0]},${range[1]}` : '');

const MULTI_PARAMS: Record<MultiKey, string> = {
  country: 'country',
  format: 'formation',
  rating: 'rating',
  lang: 'language',
  genre: 'genre',
  subgenre: 'subgenre',
  tag: 'tag',
};

/** The URL state → GET /movie/movie-list/ parameters for one of the four catalogues (countryFlag 1-4). */
export function toMovieListParams(
  state: MovieQueryState,
  catalogue: { countryFlag: number; published: boolean },
): MovieListParams {
  const params: MovieListParams = { countryFlag: catalogue.countryFlag };
  if (!catalogue.published) params.published = false;
  const page = Number(state.page);
  if (Number.isInteger(page) && page > 1) params.page = page;
  const sort = Number(state.sort);
  if (Number.isInteger(sort) && sort >= 1 && sort <= 8) params.sort = sort;
  const search = state.search.trim();
  if (search) params.search = search.slice(0, 100);
  for (const [key, param] of Object.entries(MULTI_PARAMS) as [MultiKey, string][]) {
    // Country applies to the international catalogues only (the Mongolian ones are Mongolian by definition).
    if (key === 'country' && catalogue.countryFlag > 2) continue;
    const ids = parseIds(state[key], key === 'format' || key === 'rating' ? 4 : MULTI_SELECT_MAX);
    if (ids.length) params[param] = formatIds(ids);
  }
  for (const key of ['grade', 'year', 'runtime'] as const) {
    const range = parseRange(state[key], key);
    if (range) {
      params[key] = formatRange(range);
      params[`${key}Flag`] = 1;
    }
  }
  return params;
}

/** The server's order when none is chosen (movie-list.service): newest first, or best match while searching. */
const NEWEST = '1';

/**
 * The sort the list is in, for the sort box to show: the chosen one, else the default the server applies
 * ('' stands for best match, offered only while searching).
 */
export function appliedSort(state: Pick<MovieQueryState, 'sort' | 'search'>): string {
  const sort = Number(state.sort);
  if (Number.isInteger(sort) && sort >= 1 && sort <= 8) return String(sort);
  return state.search.trim() ? '' : NEWEST;
}

/** How many filters (not search or sort) are set: shown on the filter button. */
export function activeFilterCount(state: MovieQueryState): number {
  const multi: MultiKey[] = ['country', 'format', 'rating', 'lang', 'genre', 'subgenre', 'tag'];
  const ranges: RangeKey[] = ['grade', 'year', 'runtime'];
  return (
    multi.filter((k) => parseIds(state[k]).length > 0).length + ranges.filter((k) => parseRange(state[k], k)).length
  );
}
