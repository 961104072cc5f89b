import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { movieListCounts, movies } from '../../db/schema';
import {
  type CatalogueOrder,
  inRange,
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

/**
 * The condition on the kept list counts (db/schema/movies.ts movieListCounts) for a filter they answer: the
 * catalogue, formats, age ratings, years and at most one genre. Undefined for any other filter (a search,
 * countries, languages, sub-genres, tags, a grade or runtime range, two genres), which is counted.
 */
function keptCountWhere(f: MovieFilter) {
  const others = [f.countries, f.languages, f.subgenres, f.tags].some((ids) => ids?.length);
  if (f.search || others || f.audienceGrade || f.runtime || (f.genres?.length ?? 0) > 1) return undefined;
  const c = movieListCounts;
  return and(
    inPublishState('movie', f.publish, c),
    f.category === undefined ? undefined : eq(c.category, f.category),
    f.mongolian === undefined ? undefined : eq(c.mongolian, f.mongolian),
    eq(c.genreId, f.genres?.[0] ?? 0),
    f.formats?.length ? inArray(c.format, f.formats) : undefined,
    f.ratings?.length ? inArray(c.rating, f.ratings) : undefined,
    ...(f.year ? inRange(c.year, f.year) : []),
  );
}

/** The list's total from the kept counts: a sum over at most a few thousand rows, whatever the list's size. */
async function keptMovieCount(db: Executor, f: MovieFilter) {
  const where = keptCountWhere(f);
  if (!where) return undefined;
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${movieListCounts.movies}), 0)::int` })
    .from(movieListCounts)
    .where(where);
  return row.count;
}

/** The movie list's queries: the page, the searched page with its count, the count (lib/catalogue-query). */
export const movieList = titleListQueries(movies, cardColumns, whereOf, movies.year, keptMovieCount);

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
