import { and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Executor } from '../db/client';
import type { listCountsTable } from '../db/schema/columns';
import {
  bestMatchFirst,
  LOOSE_CANDIDATES,
  LOOSE_SCAN,
  matches,
  matchesExactly,
  matchesLoosely,
  rankOf,
  SEARCH_CANDIDATES,
  type SearchTerm,
} from './search';

// The pieces the catalogues build their list queries from (part 2 section 9: the same eight sorts,
// ranges and multi-selects for movies and serials; the same two-step pages and pickers for artists too),
// so every list filters, orders, pages and searches by one rule. A kind gives its table and columns.

export type Range = { min: number; max?: number };

export type CatalogueOrder =
  | 'newest'
  | 'oldest'
  | 'highest_rated'
  | 'lowest_rated'
  | 'most_watched'
  | 'least_watched'
  | 'alphabetical'
  | 'reverse_alphabetical'
  | 'best_match';

/**
 * A row linked to any of the ids: `&&` on the row's copy of its link ids (db/link-ids), which the
 * covering list indexes include, so the test runs on the index tuple (ARCHITECTURE section 10).
 */
export function linkedToAny(column: AnyPgColumn, ids: number[]): SQL {
  return sql`${column} && array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
}

export function inRange(column: AnyPgColumn, range: Range): SQL[] {
  return [gte(column, range.min), ...(range.max === undefined ? [] : [lte(column, range.max)])];
}

type OrderColumns = {
  id: AnyPgColumn;
  year: AnyPgColumn;
  audienceGrade: AnyPgColumn;
  watchedCount: AnyPgColumn;
  title: AnyPgColumn;
  searchKey: AnyPgColumn;
};

/** Every order ends on the id, so pages never overlap or skip rows with equal values. */
export function catalogueOrder(order: CatalogueOrder, c: OrderColumns, search: SearchTerm | undefined): SQL[] {
  switch (order) {
    case 'newest':
      return [sql`${c.year} desc`, sql`${c.id} desc`];
    case 'oldest':
      return [sql`${c.year} asc`, sql`${c.id} asc`];
    case 'highest_rated':
      return [sql`${c.audienceGrade} desc nulls last`, sql`${c.id} desc`];
    case 'lowest_rated':
      return [sql`${c.audienceGrade} asc nulls last`, sql`${c.id} asc`];
    case 'most_watched':
      return [sql`${c.watchedCount} desc`, sql`${c.id} desc`];
    case 'least_watched':
      return [sql`${c.watchedCount} asc`, sql`${c.id} asc`];
    case 'alphabetical':
      return [sql`${c.title} asc`, sql`${c.id} asc`];
    case 'reverse_alphabetical':
      return [sql`${c.title} desc`, sql`${c.id} desc`];
    case 'best_match':
      return [...(search ? [bestMatchFirst(c.searchKey, search)] : []), sql`${c.year} desc`, sql`${c.id} desc`];
  }
}

/** What the movie and serial catalogues filter on alike (part 2 section 9); each kind adds its own years. */
export type TitleFilter = {
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
  runtime?: Range;
  search?: SearchTerm;
};

/** The columns of a title table (movies, serials) the shared filters read. */
export type TitleFilterColumns = Record<
  | 'mongolian'
  | 'format'
  | 'rating'
  | 'countryIds'
  | 'languageIds'
  | 'genreIds'
  | 'subgenreIds'
  | 'tagIds'
  | 'audienceGrade'
  | 'runtime'
  | 'searchKey',
  AnyPgColumn
>;

/**
 * The list's condition: the shared filters, with the kind's own in their place (`state`, the policy's
 * `inPublishState` for `f.publish`, which lib cannot import; `first` after it, `years` after the grade
 * range), so each kind's query keeps its order of conditions.
 */
export function titleWhere(
  c: TitleFilterColumns,
  f: TitleFilter,
  own: { state: SQL; first?: SQL; years: (SQL | undefined)[] },
): SQL | undefined {
  const links: [AnyPgColumn, number[] | undefined][] = [
    [c.countryIds, f.countries],
    [c.languageIds, f.languages],
    [c.genreIds, f.genres],
    [c.subgenreIds, f.subgenres],
    [c.tagIds, f.tags],
  ];
  return and(
    own.state,
    own.first,
    f.mongolian === undefined ? undefined : eq(c.mongolian, f.mongolian),
    f.formats?.length ? inArray(c.format, f.formats) : undefined,
    f.ratings?.length ? inArray(c.rating, f.ratings) : undefined,
    ...links.map(([column, ids]) => (ids?.length ? linkedToAny(column, ids) : undefined)),
    ...(f.audienceGrade ? inRange(c.audienceGrade, f.audienceGrade) : []),
    ...own.years,
    ...(f.runtime ? inRange(c.runtime, f.runtime) : []),
    f.search ? matches(c.searchKey, f.search) : undefined,
  );
}

/** A kind's kept list counts (db/schema/columns.ts listCountsTable). */
type ListCounts = ReturnType<typeof listCountsTable>;

/** A kind's places in its catalogue, one row per list key (db/schema/columns.ts listKeysTable). */
type ListKeys = PgTable &
  Record<
    'titleId' | 'genreId' | 'publish' | 'category' | 'mongolian' | 'format' | 'rating' | 'year' | 'iTitle',
    AnyPgColumn
  >;

/** The orders the places in the catalogue keep (the grade and watched orders change with every rating). */
const KEPT_ORDERS: ReadonlySet<CatalogueOrder> = new Set([
  'newest',
  'oldest',
  'alphabetical',
  'reverse_alphabetical',
] as const);

/** What the kept tables hold of a filter beside the shared part: the kind's category and years. */
type HeldOwn = { category?: number; years?: Range };

/**
 * A title catalogue's kept tables (decision 030): its total from the kept counts and, with `keys`, its page's
 * ids from its places in the catalogue (year and title orders), for a filter they hold: the catalogue, formats, age ratings, at most
 * one genre and the kind's `own` part (undefined when the kind's own filter is one they do not hold).
 * Undefined for any other filter (a search, countries, languages, sub-genres, tags, a grade or runtime
 * range, two genres), which the caller reads from the titles. `state` is the policy's condition on a kept
 * table's publish column (lib cannot import the policy).
 */
export function keptTitleLists<F extends TitleFilter>(
  tables: { counts: ListCounts; keys?: ListKeys },
  state: (f: F, table: { publish: AnyPgColumn }) => SQL,
  own: (f: F) => HeldOwn | undefined,
) {
  const held = (f: F) => {
    const others = [f.countries, f.languages, f.subgenres, f.tags].some((ids) => ids?.length);
    if (f.search || others || f.audienceGrade || f.runtime || (f.genres?.length ?? 0) > 1) return undefined;
    return own(f);
  };
  const keyed = (t: ListCounts | ListKeys, f: F, kind: HeldOwn) =>
    and(
      state(f, t),
      kind.category === undefined ? undefined : eq(t.category, kind.category),
      f.mongolian === undefined ? undefined : eq(t.mongolian, f.mongolian),
      eq(t.genreId, f.genres?.[0] ?? 0),
      f.formats?.length ? inArray(t.format, f.formats) : undefined,
      f.ratings?.length ? inArray(t.rating, f.ratings) : undefined,
      ...(kind.years ? inRange(t.year, kind.years) : []),
    );
  const { counts, keys } = tables;
  return {
    count: async (db: Executor, f: F): Promise<number | undefined> => {
      const kind = held(f);
      if (!kind) return undefined;
      const [row] = await db
        .select({ count: sql<number>`coalesce(sum(${counts.titles}), 0)::int` })
        .from(counts)
        .where(keyed(counts, f, kind));
      return row.count;
    },
    /** The page's ids in the keys' sort index, only the held list's rows (pageIds' shape), in a kept order. */
    pageIds: (db: Executor, f: F, order: CatalogueOrder, page: Page) => {
      const kind = held(f);
      if (!kind || !keys || !KEPT_ORDERS.has(order)) return undefined;
      // Only the kept orders' columns are read; the others name the id (never reached).
      const sortColumns = {
        id: keys.titleId,
        year: keys.year,
        title: keys.iTitle,
        audienceGrade: keys.titleId,
        watchedCount: keys.titleId,
        searchKey: keys.titleId,
      };
      return db
        .select({ id: keys.titleId })
        .from(keys)
        .where(keyed(keys, f, kind))
        .orderBy(...catalogueOrder(order, sortColumns, undefined))
        .limit(page.limit)
        .offset(page.offset)
        .as('page');
    },
  };
}

type Page = { limit: number; offset: number };

/**
 * A page's ids, as a subquery to join the rows to: a query that reads only columns of a covering list
 * index (an index-only scan in sort order that stops after the page).
 */
export function pageIds(
  db: Executor,
  table: PgTable & { id: AnyPgColumn },
  query: { where: SQL | undefined; orderBy: SQL[]; page: Page },
) {
  return db
    .select({ id: table.id })
    .from(table)
    .where(query.where)
    .orderBy(...query.orderBy)
    .limit(query.page.limit)
    .offset(query.page.offset)
    .as('page');
}

/** One page in two steps: the page's ids first (pageIds), then the rows of those ids. */
export async function listPage<C extends SelectedFields>(
  db: Executor,
  table: PgTable & { id: AnyPgColumn },
  columns: C,
  query: { where: SQL | undefined; orderBy: SQL[]; page: Page },
  /** The page's ids when a kept table gives them (keptTitleLists), else read from the table. */
  keptIds?: ReturnType<typeof pageIds>,
) {
  const ids = keptIds ?? pageIds(db, table, query);
  const rows = await db
    .select(columns as SelectedFields)
    .from(table)
    .innerJoin(ids, eq(ids.id, table.id))
    .orderBy(...query.orderBy);
  return rows as SelectResultFields<C>[];
}

/**
 * A searched page and the count in one pass: the trigram index is lossy, so every match is read and
 * rechecked whatever the page, and a second query for the count would do it all again. Undefined count
 * when the page is past the end (no row to carry it).
 */
export async function listSearchedPage<C extends SelectedFields>(
  db: Executor,
  table: PgTable,
  columns: C,
  query: { where: SQL | undefined; orderBy: SQL[]; page: Page },
) {
  const rows = await db
    .select({ ...(columns as SelectedFields), total: sql<number>`(count(*) over ())::int` })
    .from(table)
    .where(query.where)
    .orderBy(...query.orderBy)
    .limit(query.page.limit)
    .offset(query.page.offset);
  return {
    rows: rows.map(({ total: _total, ...row }) => row as SelectResultFields<C>),
    count: rows[0]?.total as number | undefined,
  };
}

export async function countWhere(db: Executor, table: PgTable, where: SQL | undefined) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return row.count;
}

/** A search's columns: table columns, or expressions aliased by their key (a subquery names what it selects). */
type CandidateColumns = Record<string, AnyPgColumn | SQL.Aliased>;

/** A table searched by its search key (lib/search). */
type SearchedTable = PgTable & { searchKey: AnyPgColumn };

/** What a picker's and a page's search take beside the match. */
type SearchOptions<C> = {
  /** Conditions beside the match (visibility, festival …); undefined ones are left out. */
  where: (SQL | undefined)[];
  /** The order after the rank, given the candidates' columns. */
  thenBy: (candidates: Record<keyof C, AnyPgColumn>) => SQL[];
};

/**
 * A search's candidates (lib/search): the first `exact` matches of the query as typed (in no order: a
 * common word's matches are not all ranked) and the best LOOSE_CANDIDATES of the first LOOSE_SCAN looser
 * ones (typos, other word orders, likeness). The looser ones are ranked before their limit, since their
 * first found are not their best; only LOOSE_SCAN of them, since a typo neighbour can be a common word
 * («tinu» → «kinu»: every one of 200,000 lists named «Кино жагсаалт N»).
 */
function candidatesOf<C extends CandidateColumns>(
  db: Executor,
  table: SearchedTable,
  columns: C,
  term: SearchTerm,
  where: (SQL | undefined)[],
  exact: number,
) {
  const pick = (match: SQL, limit: number, loose: boolean) =>
    db
      .select({
        ...(columns as CandidateColumns),
        searchKey: table.searchKey,
        loose: sql<boolean>`${loose}::boolean`.as('loose'),
      })
      .from(table)
      .where(and(match, ...where))
      .limit(limit);
  const looseRows = pick(matchesLoosely(table.searchKey, term), LOOSE_SCAN, true).as('loose_rows');
  const bestLoose = db
    .select(columnsOf(looseRows, [...Object.keys(columns), 'searchKey', 'loose']))
    .from(looseRows)
    .orderBy(sql`${rankOf(columnsOf(looseRows, ['searchKey']).searchKey, term)} desc`)
    .limit(LOOSE_CANDIDATES);
  const candidates = pick(matchesExactly(table.searchKey, term), exact, false)
    .unionAll(bestLoose as unknown as ReturnType<typeof pick>)
    .as('candidates');
  const picked = columnsOf(candidates, [...Object.keys(columns), 'searchKey', 'loose']);
  const outer = columnsOf(candidates, Object.keys(columns)) as Record<keyof C, AnyPgColumn>;
  /** How many match as typed, up to `limit`: the index's recheck alone, no rank. */
  const exactCount = (limit: number) =>
    sql<number>`(select count(*) from (select 1 from ${table} where ${and(matchesExactly(table.searchKey, term), ...where)} limit ${limit}) k)`;
  return {
    candidates,
    outer,
    rank: sql`${rankOf(picked.searchKey, term)} desc`,
    looseCount: sql<number>`count(*) filter (where ${picked.loose}) over ()`,
    exactCount,
  };
}

/** A subquery's columns by their names. */
const columnsOf = (subquery: object, keys: string[]) =>
  Object.fromEntries(keys.map((key) => [key, (subquery as Record<string, AnyPgColumn>)[key]]));

/**
 * A picker's search: the first SEARCH_CANDIDATES matches of the query as typed and the first
 * LOOSE_CANDIDATES of the looser ones (candidatesOf), best match first, then `thenBy`.
 */
export async function searchPicks<C extends Record<string, AnyPgColumn>>(
  db: Executor,
  table: SearchedTable,
  columns: C,
  term: SearchTerm,
  opts: SearchOptions<C> & { limit: number },
) {
  const found = await searchPage(db, table, columns, term, {
    where: opts.where,
    cap: SEARCH_CANDIDATES,
    page: { limit: opts.limit, offset: 0 },
    thenBy: opts.thenBy,
  });
  return found.rows;
}

/**
 * A page of a search's best matches and their count, which stops at `cap` (`capped`: there are more). The
 * site search (decision 022): a common word matches a large part of a table, and ranking every match would
 * cost a recheck, a likeness and five regular expressions a row, so only the first `ranked` found as typed
 * (`cap` + 1 unless fewer are asked: the header's preview ranks 100) are ranked, with the looser few; the
 * count of the rest is the index's recheck alone.
 */
export async function searchPage<C extends CandidateColumns>(
  db: Executor,
  table: SearchedTable,
  columns: C,
  term: SearchTerm,
  opts: SearchOptions<C> & {
    cap: number;
    /** How many matches as typed are ranked (default `cap` + 1: every page up to the cap). */
    ranked?: number;
    page: Page;
  },
) {
  const ranked = Math.min(opts.ranked ?? opts.cap + 1, opts.cap + 1);
  const found = candidatesOf(db, table, columns, term, opts.where, ranked);
  const total =
    ranked > opts.cap
      ? sql<number>`(count(*) over ())::int`
      : sql<number>`(${found.exactCount(opts.cap + 1)} + ${found.looseCount})::int`;
  const rows = (await db
    .select({ ...(found.outer as Record<string, AnyPgColumn>), total })
    .from(found.candidates)
    .orderBy(found.rank, ...opts.thenBy(found.outer))
    .limit(Math.max(0, Math.min(opts.page.limit, opts.cap - opts.page.offset)))
    .offset(opts.page.offset)) as Record<string, unknown>[];
  const count = rows[0]?.total as number | undefined;
  return {
    rows: rows.map(({ total: _total, ...row }) => row as SelectResultFields<C>),
    count: count === undefined ? undefined : Math.min(count, opts.cap),
    capped: count !== undefined && count > opts.cap,
  };
}

type TitleTable = PgTable & Record<'id' | 'audienceGrade' | 'watchedCount' | 'iTitle' | 'searchKey', AnyPgColumn>;

/**
 * A title catalogue's list queries (the page, the searched page with its count, the count), from its
 * table, its cards' columns, its condition and its year column (a movie's year, a serial's first year),
 * which the newest, oldest and best-match orders read.
 */
export function titleListQueries<F extends TitleFilter, C extends SelectedFields>(
  table: TitleTable,
  columns: C,
  whereOf: (filter: F) => SQL | undefined,
  year: AnyPgColumn,
  /** The kind's kept tables (keptTitleLists): its total, and its page's ids, for a filter they hold. */
  kept?: ReturnType<typeof keptTitleLists<F>>,
) {
  const orderColumns = {
    id: table.id,
    year,
    audienceGrade: table.audienceGrade,
    watchedCount: table.watchedCount,
    title: table.iTitle,
    searchKey: table.searchKey,
  };
  const query = (filter: F, order: CatalogueOrder, page: Page) => ({
    where: whereOf(filter),
    orderBy: catalogueOrder(order, orderColumns, filter.search),
    page,
  });
  return {
    list: (db: Executor, filter: F, order: CatalogueOrder, page: Page) =>
      listPage(db, table, columns, query(filter, order, page), kept?.pageIds(db, filter, order, page)),
    listSearched: (db: Executor, filter: F, order: CatalogueOrder, page: Page) =>
      listSearchedPage(db, table, columns, query(filter, order, page)),
    count: async (db: Executor, filter: F) => (await kept?.count(db, filter)) ?? countWhere(db, table, whereOf(filter)),
  };
}

/** The condition for the row a call names by its id or by its slug (the contract's idOrSlug). */
export const idOrSlugIs = (table: { id: AnyPgColumn; slug: AnyPgColumn }, ref: number | string) =>
  typeof ref === 'number' ? eq(table.id, ref) : eq(table.slug, ref);

type RefColumns = 'id' | 'slug' | 'publish' | 'poster' | 'background';

/** A movie or a serial addressed by id or slug: its id, slug, publish state and images, and the kind's `columns`. */
export async function findTitleRef<T extends PgTable & Record<RefColumns, AnyPgColumn>, C extends SelectedFields>(
  db: Executor,
  table: T,
  columns: C,
  ref: number | string,
) {
  const { id, slug, publish, poster, background } = table;
  const [row] = await db
    .select({ id, slug, publish, poster, background, ...columns } as SelectedFields)
    .from(table as PgTable)
    .where(idOrSlugIs(table, ref));
  return row as SelectResultFields<Pick<T, RefColumns> & C> | undefined;
}
