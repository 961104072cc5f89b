import type { RouteName } from '../../lib/routes';

/**
 * What sets one catalogue kind (movie, serial) apart where the pages are otherwise the same. Each feature
 * declares its own (features/movies/components/movie-kind.ts, features/serials/components/serial-kind.ts);
 * the pieces in this folder take it instead of being written once per kind.
 */
export type CatalogueKind = {
  /**
   * The kind's translation namespace. It holds only the texts that differ between the kinds (titles, counts,
   * "Crew" against "Artists" …); every text they share lives in `catalogue`, i18next's fallback namespace.
   */
  ns: 'movies' | 'serials';
  /** Prefix of the list page's element ids and test ids (`movie-results`, `serial-count` …). */
  id: 'movie' | 'serial';
  /** The user-list page a "listed in" entry links to. */
  listRoute: Extract<RouteName, 'user-movie-list-detail' | 'user-serial-list-detail'>;
  /** How a list page lays out search, sort and filters: one row with a filter panel, or three tabs. */
  listControls: 'bar' | 'tabs';
  /** Formats whose titles may have no genre (a movie's documentary or experimental film; none for serials). */
  genreOptionalFormats: readonly number[];
  /** How many jobs one crew member may hold on the form (the kind's job list). */
  jobMax: number;
};

/** A load-more sub-call of a detail page (useInfiniteQuery with its pages flattened). */
export type LoadMoreQuery<T> = {
  data: T[] | undefined;
  isPending: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage(): unknown;
};
