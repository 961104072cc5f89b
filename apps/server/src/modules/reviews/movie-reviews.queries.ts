import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { movieDetailedReviews, movieReviews } from '../../db/schema';
import { toggleReviewLike } from './review-likes.queries';

export async function findMovieReview(db: Executor, movieId: number, userId: number) {
  const [row] = await db
    .select({
      id: movieReviews.id,
      grade: movieReviews.grade,
      review: movieReviews.review,
      spoiler: movieReviews.spoiler,
    })
    .from(movieReviews)
    .where(and(eq(movieReviews.movieId, movieId), eq(movieReviews.userId, userId)));
  return row;
}

/** The caller's rating, locked until the transaction ends: its delete waits, so a detailed review never outlives it. */
export async function lockMovieReview(db: Executor, movieId: number, userId: number) {
  const [row] = await db
    .select({ id: movieReviews.id })
    .from(movieReviews)
    .where(and(eq(movieReviews.movieId, movieId), eq(movieReviews.userId, userId)))
    .for('update');
  return row;
}

/** Deletes the caller's rating; answers what it was (for the movie's sums), or undefined. */
export async function deleteMovieReviewRow(db: Executor, movieId: number, userId: number) {
  const [row] = await db
    .delete(movieReviews)
    .where(and(eq(movieReviews.movieId, movieId), eq(movieReviews.userId, userId)))
    .returning({ grade: movieReviews.grade, critic: movieReviews.critic });
  return row;
}

export async function deleteDetailedReviewRow(db: Executor, movieId: number, userId: number) {
  const rows = await db
    .delete(movieDetailedReviews)
    .where(and(eq(movieDetailedReviews.movieId, movieId), eq(movieDetailedReviews.userId, userId)))
    .returning({ id: movieDetailedReviews.id });
  return rows.length > 0;
}

/** Likes a review or takes the like back (review-likes.queries). */
export const toggleMovieReviewLike = (db: Executor, reviewId: number, userId: number) =>
  toggleReviewLike(db, 'movie', reviewId, userId);

export async function findReviewOfMovie(db: Executor, reviewId: number, movieId: number) {
  const [row] = await db
    .select({ id: movieReviews.id })
    .from(movieReviews)
    .where(and(eq(movieReviews.id, reviewId), eq(movieReviews.movieId, movieId)));
  return row;
}
