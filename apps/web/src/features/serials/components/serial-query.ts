import { FIRST_FILM_YEAR, GRADE_MAX, SERIAL_RUNTIME_FILTER_MAX } from '@mfi/contract/limits';
import { queryDefaults, toListParams, type CatalogueFilters } from '../../../components/catalogue/catalogue-query';
import type { SerialListParams } from '../api/get-serial-list';

const years = (): [number, number] => [FIRST_FILM_YEAR, new Date().getFullYear()];

/**
 * The serial catalogue's filters (part 2 sections 7, 9 "serial defaults"): grade 0-100, start and end year
 * (releasedYear, finishedYear) 1900 to this year, average runtime 0-100; country on the international list only.
 */
export const SERIAL_FILTERS = {
  ranges: {
    grade: { param: 'grade', bounds: () => [0, GRADE_MAX] },
    start: { param: 'releasedYear', bounds: years },
    end: { param: 'finishedYear', bounds: years },
    runtime: { param: 'runtime', bounds: () => [0, SERIAL_RUNTIME_FILTER_MAX] },
  },
  formatParam: 'format',
  countryShown: (countryFlag) => countryFlag === 1,
} satisfies CatalogueFilters<'grade' | 'start' | 'end' | 'runtime'>;

export const SERIAL_QUERY_DEFAULTS = queryDefaults(SERIAL_FILTERS);
export type SerialQueryState = typeof SERIAL_QUERY_DEFAULTS;

/** The URL state → GET /serial/serial-list/ parameters for one catalogue (countryFlag 1 or 2). */
export const toSerialListParams = (
  state: SerialQueryState,
  catalogue: { countryFlag: 1 | 2; published: boolean },
): SerialListParams => toListParams(state, catalogue, SERIAL_FILTERS);
