import { and, asc, desc, eq, exists, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { artists, festivalAwards, festivalEditions, festivals, movies, serials } from '../../db/schema';
import type { Actor } from '../../policies/catalogue.policy';
import { visibleTo } from '../../policies/visibility';
import { CREWS, type Crew, DIRECTOR_JOB } from './editions.queries';

// Awards (issue 17 item 3): the winners and nominees of an edition, and the award lists of a movie, a
// serial and an artist, newest edition first.

type Page = { limit: number; offset: number };

const exists1 = async (db: Executor, table: typeof movies | typeof serials | typeof artists, id: number) => {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return Boolean(row);
};
/** Whether the movie, serial and artist an award entry names exist (undefined: not named). */
export const namedRowsExist = (db: Executor, ids: { movie?: number; serial?: number; artist?: number }) =>
  Promise.all([
    ids.movie === undefined || exists1(db, movies, ids.movie),
    ids.serial === undefined || exists1(db, serials, ids.serial),
    ids.artist === undefined || exists1(db, artists, ids.artist),
  ]);

export async function insertAward(tx: Executor, values: typeof festivalAwards.$inferInsert) {
  const [row] = await tx.insert(festivalAwards).values(values).returning({ id: festivalAwards.id });
  return row;
}

/** Deletes the award; false when there was none. */
/** The edition an award belongs to, or undefined for an unknown award. */
export async function awardEdition(db: Executor, id: number) {
  const [row] = await db
    .select({ editionId: festivalAwards.editionId })
    .from(festivalAwards)
    .where(eq(festivalAwards.id, id));
  return row?.editionId;
}

export async function deleteAward(tx: Executor, id: number) {
  const rows = await tx.delete(festivalAwards).where(eq(festivalAwards.id, id)).returning({ id: festivalAwards.id });
  return rows.length > 0;
}

/** A line of a title's or an artist's award list: the entry, its edition and festival, its film's name. */
const awardLineColumns = {
  id: festivalAwards.id,
  category: festivalAwards.category,
  categoryEn: festivalAwards.categoryEn,
  win: festivalAwards.win,
  year: festivalEditions.year,
  festivalSlug: festivals.slug,
  festival: festivals.mongolName,
  festivalEn: festivals.internationalName,
  film: sql<string>`coalesce(${movies.mTitle}, ${serials.mTitle})`,
  filmEn: sql<string>`coalesce(${movies.iTitle}, ${serials.iTitle})`,
};

/** The line's film (a movie or a serial, left-joined) is one the viewer may see. */
const seenFilm = (viewer: Actor) => {
  const movie = visibleTo(viewer, 'movie');
  return movie && sql`coalesce(${movie}, ${visibleTo(viewer, 'serial')})`;
};

const awardLines = (db: Executor, where: SQL | undefined, page: Page) =>
  db
    .select(awardLineColumns)
    .from(festivalAwards)
    .innerJoin(festivalEditions, eq(festivalEditions.id, festivalAwards.editionId))
    .innerJoin(festivals, eq(festivals.id, festivalEditions.festivalId))
    .leftJoin(movies, eq(movies.id, festivalAwards.movieId))
    .leftJoin(serials, eq(serials.id, festivalAwards.serialId))
    .where(where)
    .orderBy(desc(festivalEditions.year), asc(festivalAwards.id))
    .limit(page.limit)
    .offset(page.offset);
export type AwardLineRow = Awaited<ReturnType<typeof awardLines>>[number];

/** The awards of one movie or serial (the title's visibility is checked by its own module). */
export const listTitleAwards = (db: Executor, title: { movie: number } | { serial: number }, page: Page) =>
  awardLines(
    db,
    'movie' in title ? eq(festivalAwards.movieId, title.movie) : eq(festivalAwards.serialId, title.serial),
    page,
  );

/**
 * An artist's awards: the entries that name them, and the film awards (naming no artist) won by the movies
 * and serials they directed. Films the reader may not see are left out.
 */
export const listArtistAwards = (db: Executor, artistId: number, viewer: Actor, page: Page) => {
  const directs = (crew: Crew, title: AnyPgColumn) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(crew.table)
        .where(and(eq(crew.titleId, title), eq(crew.table.artistId, artistId), eq(crew.table.job, DIRECTOR_JOB))),
    );
  return awardLines(
    db,
    and(
      or(
        eq(festivalAwards.artistId, artistId),
        and(
          eq(festivalAwards.win, true),
          isNull(festivalAwards.artistId),
          or(directs(CREWS.movie, festivalAwards.movieId), directs(CREWS.serial, festivalAwards.serialId)),
        ),
      ),
      seenFilm(viewer),
    ),
    page,
  );
};
