import { FIRST_FILM_YEAR, GRADE_MAX, RUNTIME_FILTER_MAX } from '@mfi/contract/limits';
import { queryDefaults, toListParams, type CatalogueFilters } from '../../../components/catalogue/catalogue-query';
import type { MovieListParams } from '../api/get-movie-list';

/**
 * The movie catalogue's filters (part 2 sections 2, 7): grade, year and runtime ranges; the call names the
 * format list `formation`; country in the two international catalogues (countryFlag 1 and 2).
 */
export const MOVIE_FILTERS = {
  ranges: {
    grade: { param: 'grade', bounds: () => [0, GRADE_MAX] },
    year: { param: 'year', bounds: () => [FIRST_FILM_YEAR, new Date().getFullYear()] },
    runtime: { param: 'runtime', bounds: () => [0, RUNTIME_FILTER_MAX] },
  },
  formatParam: 'formation',
  countryShown: (countryFlag) => countryFlag <= 2,
} satisfies CatalogueFilters<'grade' | 'year' | 'runtime'>;

export const MOVIE_QUERY_DEFAULTS = queryDefaults(MOVIE_FILTERS);
export type MovieQueryState = typeof MOVIE_QUERY_DEFAULTS;

/** The URL state → GET /movie/movie-list/ parameters for one of the four catalogues (countryFlag 1-4). */
export const toMovieListParams = (
  state: MovieQueryState,
  catalogue: { countryFlag: number; published: boolean },
): MovieListParams => toListParams(state, catalogue, MOVIE_FILTERS);
