import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { movieListCounts, movieListKeys, movies } from '../../db/schema';
import {
  type CatalogueOrder,
  inRange,
  keptTitleLists,
  type Range,
  searchPicks,
  type TitleFilter,
  titleListQueries,
  titleWhere,
} from '../../lib/catalogue-query';
import type { SearchTerm } from '../../lib/search';
import type { Actor } from '../../policies/catalogue.policy';
import { inPublishState, visibleTo } from '../../policies/visibility';

export const cardColumns = {
  id: movies.id,
  slug: movies.slug,
  poster: movies.poster,
  iTitle: movies.iTitle,
  mTitle: movies.mTitle,
  oTitle: movies.oTitle,
  year: movies.year,
  category: movies.category,
  format: movies.format,
  publish: movies.publish,
  criticGrade: movies.criticGrade,
  criticCount: movies.criticCount,
  audienceGrade: movies.audienceGrade,
  audienceCount: movies.audienceCount,
};

/** The movie lists' filters: the shared ones, and a movie's category and single year. */
export type MovieFilter = TitleFilter & { category?: number; year?: Range };

export type MovieOrder = CatalogueOrder;

const whereOf = (f: MovieFilter) =>
  titleWhere(movies, f, {
    state: inPublishState('movie', f.publish),
    first: f.category === undefined ? undefined : eq(movies.category, f.category),
    years: f.year ? inRange(movies.year, f.year) : [],
  });

/** The movie list's queries: the page, the searched page with its count, the count (lib/catalogue-query). */
export const movieList = titleListQueries(
  movies,
  cardColumns,
  whereOf,
  movies.year,
  keptTitleLists(
    { counts: movieListCounts, keys: movieListKeys },
    (f: MovieFilter, table) => inPublishState('movie', f.publish, table),
    (f) => ({ category: f.category, years: f.year }),
  ),
);

/**
 * The picker search: best match first among the visible movies (the first SEARCH_CANDIDATES matches of
 * the query as typed, and the first LOOSE_CANDIDATES of the looser ones, lib/search).
 */
export function searchMoviePicks(
  db: Executor,
  term: SearchTerm,
  opts: { viewer: Actor; festival?: boolean; limit: number },
) {
  const columns = {
    id: movies.id,
    poster: movies.poster,
    iTitle: movies.iTitle,
    mTitle: movies.mTitle,
    slug: movies.slug,
    year: movies.year,
  };
  return searchPicks(db, movies, columns, term, {
    where: [visibleTo(opts.viewer, 'movie'), opts.festival ? eq(movies.festival, true) : undefined],
    limit: opts.limit,
    thenBy: (c) => [sql`${c.year} desc`, sql`${c.id} desc`],
  });
}
