import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { movies, serials, userImports, userImportTitles } from '../../db/schema';
import { bestMatchFirst, matches, type SearchTerm } from '../../lib/search';
import { published } from '../../policies/visibility';

// A member's import (decision 037): finding the file's titles in the catalogue (published titles only: the
// writes take no other), and the import's own rows.

export type TitleKind = 'movie' | 'serial';
export type CatalogueTitle = {
  kind: TitleKind;
  id: number;
  slug: string;
  mTitle: string;
  iTitle: string;
  year: number;
  poster: string | null;
  searchKey: string;
};

const TABLES = {
  movie: { table: movies, year: movies.year },
  serial: { table: serials, year: serials.releasedYear },
} as const;

const titleColumns = (kind: TitleKind) => {
  const { table, year } = TABLES[kind];
  return {
    id: table.id,
    slug: table.slug,
    mTitle: table.mTitle,
    iTitle: table.iTitle,
    year,
    poster: table.poster,
    searchKey: table.searchKey,
  };
};

const withKind = (kind: TitleKind) => (rows: Omit<CatalogueTitle, 'kind'>[]) =>
  rows.map((r): CatalogueTitle => ({ kind, ...r }));

/** Published titles of the kind by IMDb id (movies_imdb_id_idx, serials_imdb_id_idx). */
export async function titlesByImdbId(db: Executor, kind: TitleKind, ids: string[]) {
  if (!ids.length) return [];
  const { table } = TABLES[kind];
  const rows = await db
    .select({ ...titleColumns(kind), imdbId: table.imdbId })
    .from(table)
    .where(and(inArray(table.imdbId, ids), published(kind, table)));
  return rows.map((r) => ({ ...withKind(kind)([r])[0], imdbId: r.imdbId! }));
}

/** Published titles of the kind by TMDB id (the unique tmdb_id index). */
export async function titlesByTmdbId(db: Executor, kind: TitleKind, ids: number[]) {
  if (!ids.length) return [];
  const { table } = TABLES[kind];
  const rows = await db
    .select({ ...titleColumns(kind), tmdbId: table.tmdbId })
    .from(table)
    .where(and(inArray(table.tmdbId, ids), published(kind, table)));
  return rows.map((r) => ({ ...withKind(kind)([r])[0], tmdbId: r.tmdbId! }));
}

/**
 * Published titles one of whose names, folded as the search folds them (lib/transliterate looseKey), is
 * exactly one of `keys`, released within a year of the row's year: every row of the file in one statement.
 * Answers each match with the row it is for.
 */
export async function titlesByExactName(
  db: Executor,
  kind: TitleKind,
  rows: { row: number; key: string; year: number }[],
) {
  if (!rows.length) return [];
  const { table, year } = TABLES[kind];
  const list = sql.join(
    rows.map((r) => sql`(${r.row}::int, ${r.key}::text, ${r.year}::int)`),
    sql`, `,
  );
  // Each catalogue name a row of its own (`n`), so that the file's names meet them in one hash join: an
  // `= any(names)` per pair would compare every line of the file with every title.
  const found = await db
    .select({ ...titleColumns(kind), row: sql<number>`r.row` })
    .from(
      sql`(values ${list}) as r(row, key, year)
        join (select id as named, unnest(string_to_array(search_key, ' | ')) as name from ${table}) as n
          on n.name = r.key`,
    )
    .innerJoin(
      table,
      and(sql`${table.id} = n.named`, sql`${year} between r.year - 1 and r.year + 1`, published(kind, table)),
    );
  return found.map((r) => ({ ...withKind(kind)([r])[0], row: r.row }));
}

/**
 * The best few published titles a name finds as the site search finds it (typos, both scripts; lib/search),
 * released within a year of `year` when the row has one.
 */
export async function titlesByLooseName(
  db: Executor,
  kind: TitleKind,
  term: SearchTerm,
  year: number | null,
  limit: number,
) {
  const { table, year: yearColumn } = TABLES[kind];
  const rows = await db
    .select(titleColumns(kind))
    .from(table)
    .where(
      and(
        matches(table.searchKey as AnyPgColumn, term),
        year === null ? undefined : sql`${yearColumn} between ${year - 1} and ${year + 1}`,
        published(kind, table),
      ),
    )
    .orderBy(bestMatchFirst(table.searchKey as AnyPgColumn, term))
    .limit(limit);
  return withKind(kind)(rows);
}

/** Titles by id, published ones only: what a confirm may still write to. */
export async function publishedTitles(db: Executor, kind: TitleKind, ids: number[]) {
  if (!ids.length) return [];
  const { table } = TABLES[kind];
  return withKind(kind)(
    await db
      .select(titleColumns(kind))
      .from(table)
      .where(and(inArray(table.id, ids), published(kind, table))),
  );
}

export type NewImport = typeof userImports.$inferInsert;
export type ImportTitleRow = typeof userImportTitles.$inferInsert;

export async function insertImport(db: Executor, values: NewImport, titles: Omit<ImportTitleRow, 'importId'>[]) {
  const [row] = await db.insert(userImports).values(values).returning({ id: userImports.id });
  for (let i = 0; i < titles.length; i += 1000)
    await db.insert(userImportTitles).values(titles.slice(i, i + 1000).map((t) => ({ ...t, importId: row.id })));
  return row.id;
}

export async function findImport(db: Executor, id: number) {
  const [row] = await db.select().from(userImports).where(eq(userImports.id, id));
  return row;
}

/** The import's row locked for a confirm. */
export async function lockImport(db: Executor, id: number) {
  const [row] = await db.select().from(userImports).where(eq(userImports.id, id)).for('update');
  return row;
}

export async function importTitles(db: Executor, importId: number) {
  return db
    .select()
    .from(userImportTitles)
    .where(eq(userImportTitles.importId, importId))
    .orderBy(userImportTitles.row);
}

/** The missing titles whose TMDB codes were queued: they wait for their drafts to be published. */
export async function markAwaiting(db: Executor, importId: number, rows: number[]) {
  if (!rows.length) return;
  await db
    .update(userImportTitles)
    .set({ awaiting: true })
    .where(and(eq(userImportTitles.importId, importId), inArray(userImportTitles.row, rows)));
}

export async function chooseTitle(db: Executor, importId: number, row: number, kind: TitleKind, id: number) {
  await db
    .update(userImportTitles)
    .set({ titleKind: kind, titleId: id })
    .where(and(eq(userImportTitles.importId, importId), eq(userImportTitles.row, row)));
}

export async function setImportState(
  db: Executor,
  id: number,
  values: Partial<Pick<NewImport, 'state' | 'done' | 'total'>>,
) {
  await db
    .update(userImports)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(userImports.id, id));
}

/** Moves the import's progress on by `n` entries. */
export async function addProgress(db: Executor, id: number, n: number) {
  await db
    .update(userImports)
    .set({ done: sql`${userImports.done} + ${n}`, updatedAt: new Date() })
    .where(eq(userImports.id, id));
}

/** Imports waiting for a job or under way: a starting server sends their jobs again. */
export async function unfinishedImportIds(db: Executor) {
  const rows = await db
    .select({ id: userImports.id })
    .from(userImports)
    .where(inArray(userImports.state, ['queued', 'running']));
  return rows.map((r) => r.id);
}

/**
 * The file titles that waited for a TMDB code now published as `titleId`: matched to it and no longer
 * waiting, in one statement; answers the imports they belong to.
 */
export async function settleAwaiting(db: Executor, kind: TitleKind, tmdbId: number, titleId: number) {
  const rows = await db
    .update(userImportTitles)
    .set({ awaiting: false, status: 'matched', titleKind: kind, titleId })
    .where(
      and(
        eq(userImportTitles.awaiting, true),
        eq(userImportTitles.tmdbId, tmdbId),
        eq(userImportTitles.titleKind, kind),
      ),
    )
    .returning({ importId: userImportTitles.importId, row: userImportTitles.row });
  return rows;
}

/** The TMDB id of a published title (the awaiting rows are keyed by it). */
export async function tmdbIdOf(db: Executor, kind: TitleKind, id: number) {
  const { table } = TABLES[kind];
  const [row] = await db.select({ tmdbId: table.tmdbId }).from(table).where(eq(table.id, id));
  return row?.tmdbId ?? null;
}
