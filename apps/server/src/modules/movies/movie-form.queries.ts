import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { movieImages } from '../../db/schema';

// The movie row, its links and people are written by catalogue/title-form.queries; here its archive images.

export async function appendImages(db: Executor, movieId: number, images: { image: string; description: string }[]) {
  if (!images.length) return [];
  const [{ last }] = await db
    .select({ last: sql<number>`coalesce(max(${movieImages.position}), -1)::int` })
    .from(movieImages)
    .where(eq(movieImages.movieId, movieId));
  return db
    .insert(movieImages)
    .values(
      images.map((img, i) => ({ movieId, image: img.image, description: img.description, position: last + 1 + i })),
    )
    .returning({ id: movieImages.id });
}

export function listImages(db: Executor, movieId: number) {
  return db
    .select({
      id: movieImages.id,
      image: movieImages.image,
      description: movieImages.description,
      position: movieImages.position,
    })
    .from(movieImages)
    .where(eq(movieImages.movieId, movieId))
    .orderBy(movieImages.position, movieImages.id);
}

export async function updateImage(db: Executor, id: number, values: { description?: string; position: number }) {
  await db.update(movieImages).set(values).where(eq(movieImages.id, id));
}

export async function insertImageAt(
  db: Executor,
  movieId: number,
  image: string,
  description: string,
  position: number,
) {
  await db.insert(movieImages).values({ movieId, image, description, position });
}

export async function deleteImage(db: Executor, movieId: number, id: number) {
  const [row] = await db
    .delete(movieImages)
    .where(and(eq(movieImages.id, id), eq(movieImages.movieId, movieId)))
    .returning({ image: movieImages.image });
  return row;
}
