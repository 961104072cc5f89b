import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { movies } from '../../db/schema';
import { catalogueOrder, type CatalogueOrder, inRange, linkedToAny, type Range } from '../../lib/catalogue-query';
import { LOOSE_CANDIDATES, matches, matchesExactly, matchesLoosely, rankOf, SEARCH_CANDIDATES, type SearchTerm } from '../../lib/search';

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

export type MovieOrder = CatalogueOrder;

function whereOf(f: MovieFilter): SQL | undefined {
  const links: [AnyPgColumn, number[] | undefined][] = [
    [movies.countryIds, f.countries],
    [movies.languageIds, f.languages],
    [movies.genreIds, f.genres],
    [movies.subgenreIds, f.subgenres],
    [movies.tagIds, f.tags],
  ];
  return and(
    eq(movies.publish, f.publish),
    f.category === undefined ? undefined : eq(movies.category, f.category),
    f.mongolian === undefined ? undefined : eq(movies.mongolian, f.mongolian),
    f.formats?.length ? inArray(movies.format, f.formats) : undefined,
    f.ratings?.length ? inArray(movies.rating, f.ratings) : undefined,
    ...links.map(([column, ids]) => (ids?.length ? linkedToAny(column, ids) : undefined)),
    ...(f.audienceGrade ? inRange(movies.audienceGrade, f.audienceGrade) : []),
    ...(f.year ? inRange(movies.year, f.year) : []),
    ...(f.runtime ? inRange(movies.runtime, f.runtime) : []),
    f.search ? matches(movies.searchKey, f.search) : undefined,
  );
}

const ORDER_COLUMNS = { id: movies.id, year: movies.year, audienceGrade: movies.audienceGrade, watchedCount: movies.watchedCount, title: movies.iTitle, searchKey: movies.searchKey };

function orderOf(order: MovieOrder, search: SearchTerm | undefined): SQL[] {
  return catalogueOrder(order, ORDER_COLUMNS, search);
}

/**
 * One page in two steps: the page's ids first, from a query that reads only columns of a covering list
 * index (an index-only scan in sort order that stops after the page), then the cards of those 64 ids.
 */
export function listMovieCards(db: Executor, filter: MovieFilter, order: MovieOrder, page: { limit: number; offset: number }) {
  const orderBy = orderOf(order, filter.search);
  const ids = db.select({ id: movies.id }).from(movies).where(whereOf(filter)).orderBy(...orderBy).limit(page.limit).offset(page.offset).as('page');
  return db
    .select(cardColumns)
    .from(movies)
    .innerJoin(ids, eq(ids.id, movies.id))
    .orderBy(...orderBy);
}

/**
 * A searched page and the count in one pass: the trigram index is lossy, so every match is read and
 * rechecked whatever the page, and a second query for the count would do it all again. Undefined count
 * when the page is past the end (no row to carry it).
 */
export async function listSearchedMovieCards(db: Executor, filter: MovieFilter, order: MovieOrder, page: { limit: number; offset: number }) {
  const rows = await db
    .select({ ...cardColumns, total: sql<number>`(count(*) over ())::int` })
    .from(movies)
    .where(whereOf(filter))
    .orderBy(...orderOf(order, filter.search))
    .limit(page.limit)
    .offset(page.offset);
  return { rows: rows.map(({ total: _total, ...card }) => card), count: rows[0]?.total };
}

export async function countMovies(db: Executor, filter: MovieFilter) {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(movies).where(whereOf(filter));
  return row.count;
}

/**
 * The picker search: best match first among the visible movies (the first SEARCH_CANDIDATES matches of
 * the query as typed, and the first LOOSE_CANDIDATES of the looser ones, lib/search).
 */
export function searchMoviePicks(db: Executor, term: SearchTerm, opts: { showUnpublished: boolean; festival?: boolean; limit: number }) {
  // The looser set is ranked before its limit: its matches are few, and a limit alone would let the
  // planner scan the table in the hope of finding them early.
  const pick = (match: SQL, limit: number, ranked = false) =>
    db
      .select({ id: movies.id, poster: movies.poster, iTitle: movies.iTitle, slug: movies.slug, year: movies.year, searchKey: movies.searchKey })
      .from(movies)
      .where(and(match, opts.showUnpublished ? undefined : eq(movies.publish, true), opts.festival ? eq(movies.festival, true) : undefined))
      .orderBy(...(ranked ? [sql`${rankOf(movies.searchKey, term)} desc`] : []))
      .limit(limit);
  const candidates = pick(matchesExactly(movies.searchKey, term), SEARCH_CANDIDATES)
    .unionAll(pick(matchesLoosely(movies.searchKey, term), LOOSE_CANDIDATES, true))
    .as('candidates');
  return db
    .select({ id: candidates.id, poster: candidates.poster, iTitle: candidates.iTitle, slug: candidates.slug, year: candidates.year })
    .from(candidates)
    .orderBy(sql`${rankOf(candidates.searchKey, term)} desc`, sql`${candidates.year} desc`, sql`${candidates.id} desc`)
    .limit(opts.limit);
}
