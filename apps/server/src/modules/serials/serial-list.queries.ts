import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { seasons, serials } from '../../db/schema';
import { catalogueOrder, type CatalogueOrder, inRange, linkedToAny, type Range } from '../../lib/catalogue-query';
import { LOOSE_CANDIDATES, matches, matchesExactly, matchesLoosely, rankOf, SEARCH_CANDIDATES, type SearchTerm } from '../../lib/search';

export const serialCardColumns = {
  id: serials.id,
  slug: serials.slug,
  poster: serials.poster,
  iTitle: serials.iTitle,
  mTitle: serials.mTitle,
  oTitle: serials.oTitle,
  releasedYear: serials.releasedYear,
  finishedYear: serials.finishedYear,
  format: serials.format,
  publish: serials.publish,
  criticGrade: serials.criticGrade,
  criticCount: serials.criticCount,
  audienceGrade: serials.audienceGrade,
  audienceCount: serials.audienceCount,
};

export type SerialFilter = {
  publish: boolean;
  mongolian?: boolean;
  formats?: number[];
  ratings?: number[];
  countries?: number[];
  languages?: number[];
  genres?: number[];
  subgenres?: number[];
  tags?: number[];
  audienceGrade?: Range;
  releasedYear?: Range;
  /** `toDateYear`: the year a running serial ("to date") counts as finishing in. */
  finishedYear?: Range & { toDateYear: number };
  runtime?: Range;
  search?: SearchTerm;
};

export type SerialOrder = CatalogueOrder;

/** A running serial finishes "to date": inside the range when the range reaches that year. */
function finishedWithin(range: Range & { toDateYear: number }): SQL | undefined {
  const running = range.toDateYear >= range.min && (range.max === undefined || range.toDateYear <= range.max);
  return or(and(...inRange(serials.finishedYear, range)), running ? isNull(serials.finishedYear) : undefined);
}

function whereOf(f: SerialFilter): SQL | undefined {
  const links: [AnyPgColumn, number[] | undefined][] = [
    [serials.countryIds, f.countries],
    [serials.languageIds, f.languages],
    [serials.genreIds, f.genres],
    [serials.subgenreIds, f.subgenres],
    [serials.tagIds, f.tags],
  ];
  return and(
    eq(serials.publish, f.publish),
    f.mongolian === undefined ? undefined : eq(serials.mongolian, f.mongolian),
    f.formats?.length ? inArray(serials.format, f.formats) : undefined,
    f.ratings?.length ? inArray(serials.rating, f.ratings) : undefined,
    ...links.map(([column, ids]) => (ids?.length ? linkedToAny(column, ids) : undefined)),
    ...(f.audienceGrade ? inRange(serials.audienceGrade, f.audienceGrade) : []),
    ...(f.releasedYear ? inRange(serials.releasedYear, f.releasedYear) : []),
    f.finishedYear ? finishedWithin(f.finishedYear) : undefined,
    ...(f.runtime ? inRange(serials.runtime, f.runtime) : []),
    f.search ? matches(serials.searchKey, f.search) : undefined,
  );
}

const ORDER_COLUMNS = { id: serials.id, year: serials.releasedYear, audienceGrade: serials.audienceGrade, watchedCount: serials.watchedCount, title: serials.iTitle, searchKey: serials.searchKey };

function orderOf(order: SerialOrder, search: SearchTerm | undefined): SQL[] {
  return catalogueOrder(order, ORDER_COLUMNS, search);
}

/** One page: the page's ids from the list indexes first, then the cards of those ids (as movies). */
export function listSerialCards(db: Executor, filter: SerialFilter, order: SerialOrder, page: { limit: number; offset: number }) {
  const orderBy = orderOf(order, filter.search);
  const ids = db.select({ id: serials.id }).from(serials).where(whereOf(filter)).orderBy(...orderBy).limit(page.limit).offset(page.offset).as('page');
  return db
    .select(serialCardColumns)
    .from(serials)
    .innerJoin(ids, eq(ids.id, serials.id))
    .orderBy(...orderBy);
}

/** A searched page and the count in one pass (the trigram recheck reads every match anyway). */
export async function listSearchedSerialCards(db: Executor, filter: SerialFilter, order: SerialOrder, page: { limit: number; offset: number }) {
  const rows = await db
    .select({ ...serialCardColumns, total: sql<number>`(count(*) over ())::int` })
    .from(serials)
    .where(whereOf(filter))
    .orderBy(...orderOf(order, filter.search))
    .limit(page.limit)
    .offset(page.offset);
  return { rows: rows.map(({ total: _total, ...card }) => card), count: rows[0]?.total };
}

export async function countSerials(db: Executor, filter: SerialFilter) {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(serials).where(whereOf(filter));
  return row.count;
}

/** The serial picker: best match first among the visible serials (candidates as the movie picker's). */
export function searchSerialPicks(db: Executor, term: SearchTerm, opts: { showUnpublished: boolean; limit: number }) {
  // The looser set is ranked before its limit: its matches are few, and a limit alone would let the
  // planner scan the table in the hope of finding them early.
  const pick = (match: SQL, limit: number, ranked = false) =>
    db
      .select({ id: serials.id, poster: serials.poster, iTitle: serials.iTitle, slug: serials.slug, releasedYear: serials.releasedYear, searchKey: serials.searchKey })
      .from(serials)
      .where(and(match, opts.showUnpublished ? undefined : eq(serials.publish, true)))
      .orderBy(...(ranked ? [sql`${rankOf(serials.searchKey, term)} desc`] : []))
      .limit(limit);
  const candidates = pick(matchesExactly(serials.searchKey, term), SEARCH_CANDIDATES)
    .unionAll(pick(matchesLoosely(serials.searchKey, term), LOOSE_CANDIDATES, true))
    .as('candidates');
  return db
    .select({ id: candidates.id, poster: candidates.poster, iTitle: candidates.iTitle, slug: candidates.slug, releasedYear: candidates.releasedYear })
    .from(candidates)
    .orderBy(sql`${rankOf(candidates.searchKey, term)} desc`, sql`${candidates.releasedYear} desc`, sql`${candidates.id} desc`)
    .limit(opts.limit);
}

/**
 * The season picker: a season's search key holds its serial's titles and its own name, so "breaking bad 2"
 * finds the season. Guests see a season only when it and its serial are published.
 */
export function searchSeasonPicks(db: Executor, term: SearchTerm, opts: { showUnpublished: boolean; limit: number }) {
  const candidates = db
    .select({
      id: seasons.id,
      poster: seasons.poster,
      seasonNum: seasons.seasonNum,
      name: seasons.name,
      slug: seasons.slug,
      // Aliased: a subquery's columns need distinct names, and both tables have a slug.
      serialSlug: sql<string>`${serials.slug}`.as('serial_slug'),
      serialTitle: serials.iTitle,
      searchKey: seasons.searchKey,
    })
    .from(seasons)
    .innerJoin(serials, eq(serials.id, seasons.serialId))
    .where(and(matches(seasons.searchKey, term), opts.showUnpublished ? undefined : and(eq(seasons.publish, true), eq(serials.publish, true))))
    .limit(SEARCH_CANDIDATES)
    .as('candidates');
  return db
    .select({
      id: candidates.id,
      poster: candidates.poster,
      seasonNum: candidates.seasonNum,
      name: candidates.name,
      slug: candidates.slug,
      serialSlug: candidates.serialSlug,
      serialTitle: candidates.serialTitle,
    })
    .from(candidates)
    .orderBy(sql`${rankOf(candidates.searchKey, term)} desc`, sql`${candidates.seasonNum} asc`, sql`${candidates.id} asc`)
    .limit(opts.limit);
}
