import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { syncMovieLinkIds, syncSerialLinkIds } from '../../db/link-ids';
import {
  movieArtists,
  movieLinks,
  movieRoles,
  movies,
  serialArtists,
  serialLinks,
  serialRoles,
  serials,
} from '../../db/schema';

// The rows a title form writes, for movies and serials alike: each kind's tables are named once here,
// and every write is the same statements for both.

/** A title's kind: the two catalogues with the same form (part 2 section 5). */
export type TitleKind = 'movie' | 'serial';

/** What each kind's row holds: where the two differ, the insert types say so. */
export type NewTitle = { movie: typeof movies.$inferInsert; serial: typeof serials.$inferInsert };

export type TitleLinks = {
  languages: number[];
  genres: number[];
  subgenres: number[];
  countries: number[];
  tags: number[];
};

type TitleTables = {
  titles: PgTable & { id: AnyPgColumn; slug: AnyPgColumn; tmdbId: AnyPgColumn };
  /** The link and people tables' column naming the title (movie_id, serial_id). */
  key: 'movieId' | 'serialId';
  links: Record<keyof TitleLinks, PgTable>;
  crew: PgTable;
  cast: PgTable;
  syncLinkIds: (db: Executor, ids: number[]) => Promise<void>;
};

const TABLES: Record<TitleKind, TitleTables> = {
  movie: {
    titles: movies,
    key: 'movieId',
    links: movieLinks,
    crew: movieArtists,
    cast: movieRoles,
    syncLinkIds: syncMovieLinkIds,
  },
  serial: {
    titles: serials,
    key: 'serialId',
    links: serialLinks,
    crew: serialArtists,
    cast: serialRoles,
    syncLinkIds: syncSerialLinkIds,
  },
};

/** A table's column by name (the link and people tables name the title by their kind's key). */
const column = (table: PgTable, name: string) => (table as unknown as Record<string, AnyPgColumn>)[name];

export async function titleSlugTaken(db: Executor, kind: TitleKind, slug: string) {
  const { titles } = TABLES[kind];
  const [row] = await db.select({ id: titles.id }).from(titles).where(eq(titles.slug, slug));
  return Boolean(row);
}

/** The title an import made from a TMDB code, if any (<kind>s_tmdb_id_idx). */
export async function findTitleByTmdbId(db: Executor, kind: TitleKind, tmdbId: number) {
  const { titles } = TABLES[kind];
  const [row] = await db
    .select({ id: titles.id, slug: titles.slug })
    .from(titles)
    .where(eq(titles.tmdbId, tmdbId))
    .limit(1);
  return row as { id: number; slug: string } | undefined;
}

export async function insertTitle<K extends TitleKind>(db: Executor, kind: K, values: NewTitle[K]) {
  const { titles } = TABLES[kind];
  const [row] = await db
    .insert(titles)
    .values(values as never)
    .returning({ id: titles.id, slug: titles.slug });
  return row as { id: number; slug: string };
}

export async function updateTitleRow<K extends TitleKind>(
  db: Executor,
  kind: K,
  id: number,
  values: Partial<NewTitle[K]>,
) {
  const { titles } = TABLES[kind];
  await db
    .update(titles)
    .set({ ...values, updatedAt: new Date() } as never)
    .where(eq(titles.id, id));
}

/** Replaces every reference link of the title and its copy of their ids (a few statements, whatever the sizes). */
export async function replaceTitleLinks(db: Executor, kind: TitleKind, titleId: number, links: TitleLinks) {
  const { key, links: tables, syncLinkIds } = TABLES[kind];
  for (const [name, table] of Object.entries(tables) as [keyof TitleLinks, PgTable][]) {
    await db.delete(table).where(eq(column(table, key), titleId));
    const ids = [...new Set(links[name])];
    if (ids.length) await db.insert(table).values(ids.map((refId) => ({ [key]: titleId, refId })) as never);
  }
  await syncLinkIds(db, [titleId]);
}

/** Replaces crew and cast; list order is the order shown. */
export async function replaceTitlePeople(
  db: Executor,
  kind: TitleKind,
  titleId: number,
  crew: { id: number; jobs: number[] }[],
  cast: { id: number; role: string }[],
) {
  const t = TABLES[kind];
  await db.delete(t.crew).where(eq(column(t.crew, t.key), titleId));
  await db.delete(t.cast).where(eq(column(t.cast, t.key), titleId));
  const crewRows = crew.flatMap((a, position) =>
    a.jobs.map((job) => ({ [t.key]: titleId, artistId: a.id, job, position })),
  );
  if (crewRows.length) await db.insert(t.crew).values(crewRows as never);
  if (cast.length)
    await db
      .insert(t.cast)
      .values(cast.map((r, position) => ({ [t.key]: titleId, artistId: r.id, role: r.role, position })) as never);
}
