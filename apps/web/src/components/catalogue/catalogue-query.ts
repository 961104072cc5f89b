import { MULTI_SELECT_MAX } from '@mfi/contract/limits';

// A catalogue's filter state as it sits in the URL (part 2 section 2: page, search, sort, the multi-selects
// and the ranges) and its translation into the list call's parameters (part 2 section 7): lists go as
// "1,2,3", ranges as "min,max" with their flag 1. Movies and serials differ only in what CatalogueFilters says.

export type MultiKey = 'country' | 'format' | 'rating' | 'lang' | 'genre' | 'subgenre' | 'tag';
export const MULTI_KEYS: readonly MultiKey[] = ['country', 'format', 'rating', 'lang', 'genre', 'subgenre', 'tag'];

/** Where one kind's filters differ from the other's. */
export type CatalogueFilters<R extends string> = {
  /** The ranges in their order on screen: URL key → the call's parameter and the bounds (label `filter.<key>`). */
  ranges: Record<R, { param: string; bounds(): [number, number] }>;
  /** The call's name for the format list (`formation` for movies). */
  formatParam: string;
  /** Whether a catalogue (its countryFlag) offers the country filter: the international ones only. */
  countryShown(countryFlag: number): boolean;
};

export type QueryState<R extends string> = Record<'page' | 'search' | 'sort' | MultiKey | R, string>;

/** Every URL key at its default: page 1, everything else empty. */
export function queryDefaults<R extends string>(filters: CatalogueFilters<R>): QueryState<R> {
  const keys = ['search', 'sort', ...MULTI_KEYS, ...(Object.keys(filters.ranges) as R[])];
  return { page: '1', ...Object.fromEntries(keys.map((key) => [key, ''])) } as QueryState<R>;
}

/** "3,7,9" → [3, 7, 9]; junk and ids past the cap of 5 are dropped (a hand-edited URL must not break the call). */
export function parseIds(text: string, max = MULTI_SELECT_MAX): number[] {
  const ids = text
    .split(',')
    .map((part) => Number(part))
    .filter((n) => Number.isInteger(n) && n > 0);
  return [...new Set(ids)].slice(0, max);
}

export const formatIds = (ids: number[]) => ids.join(',');

/** Format and age rating have four choices at most (part 2 section 5), the other lists five. */
export const multiMax = (key: MultiKey) => (key === 'format' || key === 'rating' ? 4 : MULTI_SELECT_MAX);

/** "60,100" → [60, 100] within the filter's bounds, else null (the filter is off). */
export function parseRange(text: string, [lo, hi]: [number, number]): [number, number] | null {
  const match = /^(\d{1,4}),(\d{1,4})$/.exec(text);
  if (!match) return null;
  const a = Math.max(lo, Math.min(hi, Number(match[1])));
  const b = Math.max(lo, Math.min(hi, Number(match[2])));
  return a <= b ? [a, b] : null;
}

export const formatRange = (range: [number, number] | null) => (range ? `${range[0]},${range[1]}` : '');

const rangeKeys = <R extends string>(filters: CatalogueFilters<R>) => Object.keys(filters.ranges) as R[];
const sortOf = (state: { sort: string }) => {
  const sort = Number(state.sort);
  return Number.isInteger(sort) && sort >= 1 && sort <= 8 ? sort : null;
};

/** The URL state → the list call's parameters for one catalogue (its countryFlag, published or not). */
export function toListParams<R extends string>(
  state: QueryState<NoInfer<R>>,
  catalogue: { countryFlag: number; published: boolean },
  filters: CatalogueFilters<R>,
): Record<string, string | number | boolean> {
  const params: Record<string, string | number | boolean> = { countryFlag: catalogue.countryFlag };
  if (!catalogue.published) params.published = false;
  const page = Number(state.page);
  if (Number.isInteger(page) && page > 1) params.page = page;
  const sort = sortOf(state);
  if (sort) params.sort = sort;
  const search = state.search.trim();
  if (search) params.search = search.slice(0, 100);
  for (const key of MULTI_KEYS) {
    // Country applies to the international catalogues only (the Mongolian ones are Mongolian by definition).
    if (key === 'country' && !filters.countryShown(catalogue.countryFlag)) continue;
    const ids = parseIds(state[key], multiMax(key));
    if (ids.length) params[key === 'format' ? filters.formatParam : key === 'lang' ? 'language' : key] = formatIds(ids);
  }
  for (const key of rangeKeys(filters)) {
    const { param, bounds } = filters.ranges[key];
    const range = parseRange(state[key], bounds());
    if (range) {
      params[param] = formatRange(range);
      params[`${param}Flag`] = 1;
    }
  }
  return params;
}

/** The server's order when none is chosen (the list services): newest first, or best match while searching. */
const NEWEST = '1';

/**
 * The sort the list is in, for the sort box to show: the chosen one, else the default the server applies
 * ('' stands for best match, offered only while searching).
 */
export function appliedSort(state: { sort: string; search: string }): string {
  const sort = sortOf(state);
  if (sort) return String(sort);
  return state.search.trim() ? '' : NEWEST;
}

/** How many filters (not search or sort) are set, of those the catalogue offers: shown on the filter button. */
export function activeFilterCount<R extends string>(
  state: QueryState<NoInfer<R>>,
  filters: CatalogueFilters<R>,
  countryFlag: number,
): number {
  const multi = MULTI_KEYS.filter((k) => k !== 'country' || filters.countryShown(countryFlag));
  return (
    multi.filter((k) => parseIds(state[k]).length > 0).length +
    rangeKeys(filters).filter((k) => parseRange(state[k], filters.ranges[k].bounds())).length
  );
}
