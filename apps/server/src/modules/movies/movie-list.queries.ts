import { and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { movieCountries, movieGenres, movieLanguages, movies, movieSubgenres, movieTags } from '../../db/schema';
import { bestMatchFirst, matches, type SearchTerm } from '../../lib/search';

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

type Range = { min: number; max?: number };
type LinkTable = typeof movieCountries | typeof movieLanguages | typeof movieGenres | typeof movieSubgenres | typeof movieTags;

export type MovieFilter = {
  publish: boolean;
  category?: number;
  mongolian?: boolean;
  formats?: number[];
  ratings?: number[];
  countries?: number[];
  languages?: number[];
  genres?: number[];
  subgenres?: number[];
  tags?: number[];
  audienceGrade?: Range;
  year?: Range;
  runtime?: Range;
  search?: SearchTerm;
};

export type MovieOrder = 'newest' | 'oldest' | 'highest_rated' | 'lowest_rated' | 'most_watched' | 'least_watched' | 'alphabetical' | 'reverse_alphabetical' | 'best_match';

/** A movie linked to any of the ids: EXISTS on the link table's (ref_id, movie_id) index. */
function linkedToAny(table: LinkTable, ids: number[]): SQL {
  return sql`exists (select 1 from ${table} where ${table.movieId} = ${movies.id} and ${inArray(table.refId, ids)})`;
}

function inRange(column: AnyPgColumn, range: Range): SQL[] {
  return [gte(column, range.min), ...(range.max === undefined ? [] : [lte(column, range.max)])];
}

function whereOf(f: MovieFilter): SQL | undefined {
  const links: [LinkTable, number[] | undefined][] = [
    [movieCountries, f.countries],
    [movieLanguages, f.languages],
    [movieGenres, f.genres],
    [movieSubgenres, f.subgenres],
    [movieTags, f.tags],
  ];
  return and(
    eq(movies.publish, f.publish),
    f.category === undefined ? undefined : eq(movies.category, f.category),
    f.mongolian === undefined ? undefined : eq(movies.mongolian, f.mongolian),
    f.formats?.length ? inArray(movies.format, f.formats) : undefined,
    f.ratings?.length ? inArray(movies.rating, f.ratings) : undefined,
    ...links.map(([table, ids]) => (ids?.length ? linkedToAny(table, ids) : undefined)),
    ...(f.audienceGrade ? inRange(movies.audienceGrade, f.audienceGrade) : []),
    ...(f.year ? inRange(movies.year, f.year) : []),
    ...(f.runtime ? inRange(movies.runtime, f.runtime) : []),
    f.search ? matches(movies.searchKey, f.search) : undefined,
  );
}

/** Every order ends on the id, so pages never overlap or skip rows with equal values. */
function orderOf(order: MovieOrder, search: SearchTerm | undefined): SQL[] {
  switch (order) {
    case 'newest':
      return [sql`${movies.year} desc`, sql`${movies.id} desc`];
    case 'oldest':
      return [sql`${movies.year} asc`, sql`${movies.id} asc`];
    case 'highest_rated':
      return [sql`${movies.audienceGrade} desc nulls last`, sql`${movies.id} desc`];
    case 'lowest_rated':
      return [sql`${movies.audienceGrade} asc nulls last`, sql`${movies.id} asc`];
    case 'most_watched':
      return [sql`${movies.watchedCount} desc`, sql`${movies.id} desc`];
    case 'least_watched':
      return [sql`${movies.watchedCount} asc`, sql`${movies.id} asc`];
    case 'alphabetical':
      return [sql`${movies.iTitle} asc`, sql`${movies.id} asc`];
    case 'reverse_alphabetical':
      return [sql`${movies.iTitle} desc`, sql`${movies.id} desc`];
    case 'best_match':
      return [...(search ? [bestMatchFirst(movies.searchKey, search)] : []), sql`${movies.year} desc`, sql`${movies.id} desc`];
  }
}

export function listMovieCards(db: Executor, filter: MovieFilter, order: MovieOrder, page: { limit: number; offset: number }) {
  return db
    .select(cardColumns)
    .from(movies)
    .where(whereOf(filter))
    .orderBy(...orderOf(order, filter.search))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countMovies(db: Executor, filter: MovieFilter) {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(movies).where(whereOf(filter));
  return row.count;
}

/** The picker search: best match first among the visible movies. */
export function searchMoviePicks(db: Executor, term: SearchTerm, opts: { showUnpublished: boolean; festival?: boolean; limit: number }) {
  return db
    .select({ id: movies.id, poster: movies.poster, iTitle: movies.iTitle, slug: movies.slug, year: movies.year })
    .from(movies)
    .where(
      and(
        matches(movies.searchKey, term),
        opts.showUnpublished ? undefined : eq(movies.publish, true),
        opts.festival ? eq(movies.festival, true) : undefined,
      ),
    )
    .orderBy(bestMatchFirst(movies.searchKey, term), sql`${movies.year} desc`, sql`${movies.id} desc`)
    .limit(opts.limit);
}
