import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { movieDetailedReviews, movieReviewLikes, movieReviews } from '../../db/schema';

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

/** Likes a review or takes the like back; likes_count moves by one in the same statement order. */
export async function toggleMovieReviewLike(db: Executor, reviewId: number, userId: number) {
  const added = await db.insert(movieReviewLikes).values({ reviewId, userId }).onConflictDoNothing().returning({ id: movieReviewLikes.reviewId });
  const liked = added.length > 0;
  if (!liked) await db.delete(movieReviewLikes).where(and(eq(movieReviewLikes.reviewId, reviewId), eq(movieReviewLikes.userId, userId)));
  const [row] = await db
    .update(movieReviews)
    .set({ likesCount: sql`greatest(${movieReviews.likesCount} + ${liked ? 1 : -1}, 0)` })
    .where(eq(movieReviews.id, reviewId))
    .returning({ likes: movieReviews.likesCount });
  return { liked, likes: row.likes };
}

export async function findReviewOfMovie(db: Executor, reviewId: number, movieId: number) {
  const [row] = await db
    .select({ id: movieReviews.id })
    .from(movieReviews)
    .where(and(eq(movieReviews.id, reviewId), eq(movieReviews.movieId, movieId)));
  return row;
}
