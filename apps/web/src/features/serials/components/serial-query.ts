import { FIRST_FILM_YEAR, GRADE_MAX, MULTI_SELECT_MAX, SERIAL_RUNTIME_FILTER_MAX } from '@mfi/contract/limits';
import type { SerialListParams } from '../api/get-serial-list';

// The serial catalogue's filter state as it sits in the URL and its translation into GET /serial/serial-list/
// parameters (part 2 section 7): ranges go as "min,max" with their flag 1, lists as "1,2,3".

export const SERIAL_QUERY_DEFAULTS = {
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
  start: '',
  end: '',
  runtime: '',
};
export type SerialQueryState = typeof SERIAL_QUERY_DEFAULTS;
export type MultiKey = 'country' | 'format' | 'rating' | 'lang' | 'genre' | 'subgenre' | 'tag';
export type RangeKey = 'grade' | 'start' | 'end' | 'runtime';

/** Part 2 section 9 "serial defaults": grade 0-100, years 1900 to this year, runtime 0-100. */
export const rangeBounds = (key: RangeKey): [number, number] =>
  key === 'grade'
    ? [0, GRADE_MAX]
    : key === 'runtime'
      ? [0, SERIAL_RUNTIME_FILTER_MAX]
      : [FIRST_FILM_YEAR, new Date().getFullYear()];

/** "3,7,9" → [3, 7, 9]; junk dropped, and past the cap the sixth and later are dropped (part 2 section 5). */
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
  format: 'format',
  rating: 'rating',
  lang: 'language',
  genre: 'genre',
  subgenre: 'subgenre',
  tag: 'tag',
};
const RANGE_PARAMS: Record<RangeKey, string> = {
  grade: 'grade',
  start: 'releasedYear',
  end: 'finishedYear',
  runtime: 'runtime',
};
const MULTI_KEYS = Object.keys(MULTI_PARAMS) as MultiKey[];
const RANGE_KEYS = Object.keys(RANGE_PARAMS) as RangeKey[];

/** The URL state → GET /serial/serial-list/ parameters for one catalogue (countryFlag 1 or 2). */
export function toSerialListParams(
  state: SerialQueryState,
  catalogue: { countryFlag: 1 | 2; published: boolean },
): SerialListParams {
  const params: SerialListParams = { countryFlag: catalogue.countryFlag };
  if (!catalogue.published) params.published = false;
  const page = Number(state.page);
  if (Number.isInteger(page) && page > 1) params.page = page;
  const sort = Number(state.sort);
  if (Number.isInteger(sort) && sort >= 1 && sort <= 8) params.sort = sort;
  const search = state.search.trim();
  if (search) params.search = search.slice(0, 100);
  for (const key of MULTI_KEYS) {
    // Country belongs to the international list only.
    if (key === 'country' && catalogue.countryFlag !== 1) continue;
    const ids = parseIds(state[key], key === 'format' || key === 'rating' ? 4 : MULTI_SELECT_MAX);
    if (ids.length) params[MULTI_PARAMS[key]] = formatIds(ids);
  }
  for (const key of RANGE_KEYS) {
    const range = parseRange(state[key], key);
    if (range) {
      params[RANGE_PARAMS[key]] = formatRange(range);
      params[`${RANGE_PARAMS[key]}Flag`] = 1;
    }
  }
  return params;
}

/** The server's order when none is chosen (serial-list.service): newest first, or best match while searching. */
const NEWEST = '1';

/**
 * The sort the list is in, for the sort box to show: the chosen one, else the default the server applies
 * ('' stands for best match, offered only while searching).
 */
export function appliedSort(state: Pick<SerialQueryState, 'sort' | 'search'>): string {
  const sort = Number(state.sort);
  if (Number.isInteger(sort) && sort >= 1 && sort <= 8) return String(sort);
  return state.search.trim() ? '' : NEWEST;
}

/** How many filters (not search or sort) are set: shown on the filter tab. */
export function activeFilterCount(state: SerialQueryState, countryFlag: 1 | 2): number {
  return (
    MULTI_KEYS.filter((k) => (k !== 'country' || countryFlag === 1) && parseIds(state[k]).length > 0).length +
    RANGE_KEYS.filter((k) => parseRange(state[k], k)).length
  );
}
