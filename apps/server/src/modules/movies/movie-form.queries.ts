import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { syncMovieLinkIds } from '../../db/link-ids';
import {
  movieArtists,
  movieCountries,
  movieGenres,
  movieImages,
  movieLanguages,
  movieRoles,
  movies,
  movieSubgenres,
  movieTags,
} from '../../db/schema';

export async function movieSlugTaken(db: Executor, slug: string) {
  const [row] = await db.select({ id: movies.id }).from(movies).where(eq(movies.slug, slug));
  return Boolean(row);
}

type NewMovie = typeof movies.$inferInsert;

export async function insertMovie(db: Executor, values: NewMovie) {
  const [row] = await db.insert(movies).values(values).returning({ id: movies.id, slug: movies.slug });
  return row;
}

export async function updateMovieRow(db: Executor, id: number, values: Partial<NewMovie>) {
  await db
    .update(movies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(movies.id, id));
}

export type MovieLinks = { languages: number[]; genres: number[]; subgenres: number[]; countries: number[]; tags: number[] };
const linkTables = { languages: movieLanguages, genres: movieGenres, subgenres: movieSubgenres, countries: movieCountries, tags: movieTags };

/** Replaces every reference link of the movie (a few statements, whatever the list sizes). */
export async function replaceLinks(db: Executor, movieId: number, links: MovieLinks) {
  for (const [name, table] of Object.entries(linkTables) as [keyof MovieLinks, typeof movieGenres][]) {
    await db.delete(table).where(eq(table.movieId, movieId));
    const ids = [...new Set(links[name])];
    if (ids.length) await db.insert(table).values(ids.map((refId) => ({ movieId, refId })));
  }
  await syncMovieLinkIds(db, [movieId]);
}

/** Replaces crew and cast; list order is the order shown. */
export async function replacePeople(
  db: Executor,
  movieId: number,
  crew: { id: number; jobs: number[] }[],
  cast: { id: number; role: string }[],
) {
  await db.delete(movieArtists).where(eq(movieArtists.movieId, movieId));
  await db.delete(movieRoles).where(eq(movieRoles.movieId, movieId));
  const crewRows = crew.flatMap((a, position) => a.jobs.map((job) => ({ movieId, artistId: a.id, job, position })));
  if (crewRows.length) await db.insert(movieArtists).values(crewRows);
  if (cast.length) await db.insert(movieRoles).values(cast.map((r, position) => ({ movieId, artistId: r.id, role: r.role, position })));
}

export async function appendImages(db: Executor, movieId: number, images: { image: string; description: string }[]) {
  if (!images.length) return [];
  const [{ last }] = await db
    .select({ last: sql<number>`coalesce(max(${movieImages.position}), -1)::int` })
    .from(movieImages)
    .where(eq(movieImages.movieId, movieId));
  return db
    .insert(movieImages)
    .values(images.map((img, i) => ({ movieId, image: img.image, description: img.description, position: last + 1 + i })))
    .returning({ id: movieImages.id });
}

export function listImages(db: Executor, movieId: number) {
  return db
    .select({ id: movieImages.id, image: movieImages.image, description: movieImages.description, position: movieImages.position })
    .from(movieImages)
    .where(eq(movieImages.movieId, movieId))
    .orderBy(movieImages.position, movieImages.id);
}

export async function updateImage(db: Executor, id: number, values: { description?: string; position: number }) {
  await db.update(movieImages).set(values).where(eq(movieImages.id, id));
}

export async function insertImageAt(db: Executor, movieId: number, image: string, description: string, position: number) {
  await db.insert(movieImages).values({ movieId, image, description, position });
}

export async function deleteImage(db: Executor, movieId: number, id: number) {
  const [row] = await db
    .delete(movieImages)
    .where(and(eq(movieImages.id, id), eq(movieImages.movieId, movieId)))
    .returning({ image: movieImages.image });
  return row;
}
