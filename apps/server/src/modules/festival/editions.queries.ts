import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  artists,
  festivalAwards,
  festivalEditions,
  festivalRegistrations,
  festivals,
  movieArtists,
  movies,
  serialArtists,
  serials,
} from '../../db/schema';
import type { Actor } from '../../policies/catalogue.policy';
import { published, visibleTo } from '../../policies/visibility';

// Annual editions (issue 17 item 2): one per festival and year, with their texts, their awards and the
// films registered for them.

/** The crew job of a director (contract catalogue.enums JOBS: 1 «Найруулагч»). */
export const DIRECTOR_JOB = 1;

/** The edition of the festival with this slug in this year, with the festival's names. */
export async function findEdition(db: Executor, slug: string, year: number) {
  const [row] = await db
    .select({
      edition: festivalEditions,
      festival: {
        id: festivals.id,
        slug: festivals.slug,
        mongolName: festivals.mongolName,
        internationalName: festivals.internationalName,
      },
    })
    .from(festivalEditions)
    .innerJoin(festivals, eq(festivals.id, festivalEditions.festivalId))
    .where(and(eq(festivals.slug, slug), eq(festivalEditions.year, year)));
  return row;
}
export type EditionRow = NonNullable<Awaited<ReturnType<typeof findEdition>>>;

/** Whether the festival holds an edition in `year`. */
export async function editionYearTaken(db: Executor, festivalId: number, year: number) {
  const [row] = await db
    .select({ id: festivalEditions.id })
    .from(festivalEditions)
    .where(and(eq(festivalEditions.festivalId, festivalId), eq(festivalEditions.year, year)))
    .limit(1);
  return Boolean(row);
}

export async function insertEdition(tx: Executor, values: typeof festivalEditions.$inferInsert) {
  const [row] = await tx.insert(festivalEditions).values(values).returning({ id: festivalEditions.id });
  return row;
}

export async function updateEdition(tx: Executor, id: number, values: Partial<typeof festivalEditions.$inferInsert>) {
  await tx.update(festivalEditions).set(values).where(eq(festivalEditions.id, id));
}

/** What a film line shows of a movie or a serial: `kind` tells which. */
const filmColumns = {
  movieId: festivalAwards.movieId,
  serialId: festivalAwards.serialId,
  slug: sql<string>`coalesce(${movies.slug}, ${serials.slug})`,
  name: sql<string>`coalesce(${movies.mTitle}, ${serials.mTitle})`,
  nameEn: sql<string>`coalesce(${movies.iTitle}, ${serials.iTitle})`,
  image: sql<string | null>`coalesce(${movies.background}, ${serials.background})`,
  poster: sql<string | null>`coalesce(${movies.poster}, ${serials.poster})`,
  year: sql<number | null>`coalesce(${movies.year}, ${serials.releasedYear})`,
  publish: sql<boolean>`coalesce(${published('movie')}, ${published('serial')})`,
};

/** The edition's awards in the order they were entered, each with its film and its artist, if any. */
export const listEditionAwards = (db: Executor, editionId: number) =>
  db
    .select({
      id: festivalAwards.id,
      category: festivalAwards.category,
      categoryEn: festivalAwards.categoryEn,
      win: festivalAwards.win,
      ...filmColumns,
      artist: {
        slug: artists.slug,
        name: artists.proName,
        nameEn: artists.proNameEn,
        photo: artists.photo,
        publish: published('artist'),
      },
    })
    .from(festivalAwards)
    .leftJoin(movies, eq(movies.id, festivalAwards.movieId))
    .leftJoin(serials, eq(serials.id, festivalAwards.serialId))
    .leftJoin(artists, eq(artists.id, festivalAwards.artistId))
    .where(eq(festivalAwards.editionId, editionId))
    .orderBy(asc(festivalAwards.id));
export type EditionAwardRow = Awaited<ReturnType<typeof listEditionAwards>>[number];

/**
 * The movies registered for the edition that hold no award entry in it, in registration order; those the
 * viewer may see.
 */
export const listRegisteredWithoutAward = (db: Executor, editionId: number, viewer: Actor) =>
  db
    .select({
      movieId: movies.id,
      serialId: sql<number | null>`null::int`,
      slug: movies.slug,
      name: movies.mTitle,
      nameEn: movies.iTitle,
      image: movies.background,
      poster: movies.poster,
      year: movies.year,
      publish: published('movie'),
    })
    .from(festivalRegistrations)
    .innerJoin(movies, eq(movies.id, festivalRegistrations.movieId))
    .where(
      and(
        eq(festivalRegistrations.editionId, editionId),
        visibleTo(viewer, 'movie'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(festivalAwards)
            .where(
              and(eq(festivalAwards.editionId, editionId), eq(festivalAwards.movieId, festivalRegistrations.movieId)),
            ),
        ),
      ),
    )
    .orderBy(asc(festivalRegistrations.createdAt), asc(festivalRegistrations.id));

/** The crew table of each kind of title and the column naming its title. */
export const CREWS = {
  movie: { table: movieArtists, titleId: movieArtists.movieId },
  serial: { table: serialArtists, titleId: serialArtists.serialId },
} as const;
export type Crew = (typeof CREWS)[keyof typeof CREWS];

/** A director's name in both languages. */
export type DirectorName = { name: string; nameEn: string };

/** The directors' names of these titles of one kind, by title, in crew order. */
async function directorsIn(db: Executor, crew: Crew, ids: number[], viewer: Actor) {
  const byTitle = new Map<number, DirectorName[]>();
  if (!ids.length) return byTitle;
  const rows = await db
    .select({ titleId: crew.titleId, name: artists.proName, nameEn: artists.proNameEn })
    .from(crew.table)
    .innerJoin(artists, eq(artists.id, crew.table.artistId))
    .where(and(inArray(crew.titleId, ids), eq(crew.table.job, DIRECTOR_JOB), visibleTo(viewer, 'artist')))
    .orderBy(asc(crew.table.position), asc(crew.table.id));
  for (const r of rows) byTitle.set(r.titleId, [...(byTitle.get(r.titleId) ?? []), { name: r.name, nameEn: r.nameEn }]);
  return byTitle;
}

/** The directors' names of these movies and serials (unpublished artists only for those who see them). */
export async function directorNames(db: Executor, ids: { movies: number[]; serials: number[] }, viewer: Actor) {
  const [movieNames, serialNames] = await Promise.all([
    directorsIn(db, CREWS.movie, ids.movies, viewer),
    directorsIn(db, CREWS.serial, ids.serials, viewer),
  ]);
  return { movies: movieNames, serials: serialNames };
}
export type DirectorNames = Awaited<ReturnType<typeof directorNames>>;
