import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { movieDetailedReviews, movieReviews } from '../../db/schema';
import { toggleReviewLike } from './review-likes.queries';

export async function findMovieReview(db: Executor, movieId: number, userId: number) {
  const [row] = await db
    .select({ id: movieReviews.id, grade: movieReviews.grade, review: movieReviews.review, spoiler: movieReviews.spoiler })
    .from(movieReviews)
    .where(and(eq(movieReviews.movieId, movieId), eq(movieReviews.userId, userId)));
  return row;
}

export type MovieReviewValues = { movieId: number; userId: number; grade: number; review: string; spoiler: boolean; critic: boolean };

/** One rating per user and movie: a second save edits the first. */
export async function upsertMovieReview(db: Executor, values: MovieReviewValues) {
  const { grade, review, spoiler, critic } = values;
  await db
    .insert(movieReviews)
    .values(values)
    .onConflictDoUpdate({ target: [movieReviews.movieId, movieReviews.userId], set: { grade, review, spoiler, critic, updatedAt: sql`now()` } });
}

export async function deleteMovieReviewRow(db: Executor, movieId: number, userId: number) {
  await db.delete(movieReviews).where(and(eq(movieReviews.movieId, movieId), eq(movieReviews.userId, userId)));
}

export async function deleteDetailedReviewRow(db: Executor, movieId: number, userId: number) {
  const rows = await db
    .delete(movieDetailedReviews)
    .where(and(eq(movieDetailedReviews.movieId, movieId), eq(movieDetailedReviews.userId, userId)))
    .returning({ id: movieDetailedReviews.id });
  return rows.length > 0;
}

/** Likes a review or takes the like back (review-likes.queries). */
export const toggleMovieReviewLike = (db: Executor, reviewId: number, userId: number) => toggleReviewLike(db, 'movie', reviewId, userId);

export async function findReviewOfMovie(db: Executor, reviewId: number, movieId: number) {
  const [row] = await db
    .select({ id: movieReviews.id })
    .from(movieReviews)
    .where(and(eq(movieReviews.id, reviewId), eq(movieReviews.movieId, movieId)));
  return row;
}
