import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  episodeDetailedReviewLikes,
  episodeDetailedReviews,
  episodeReviewLikes,
  episodeReviews,
  movieDetailedReviewLikes,
  movieDetailedReviews,
  movieReviewLikes,
  movieReviews,
  seasonDetailedReviewLikes,
  seasonDetailedReviews,
  seasonReviewLikes,
  seasonReviews,
} from '../../db/schema';

// Every kind of review keeps its likes the same way: one row per reader in its likes table, and a
// likes_count on the review moved in the caller's transaction.
const LIKED_REVIEWS = {
  movie: { likes: movieReviewLikes, reviews: movieReviews },
  'movie-detailed': { likes: movieDetailedReviewLikes, reviews: movieDetailedReviews },
  season: { likes: seasonReviewLikes, reviews: seasonReviews },
  'season-detailed': { likes: seasonDetailedReviewLikes, reviews: seasonDetailedReviews },
  episode: { likes: episodeReviewLikes, reviews: episodeReviews },
  'episode-detailed': { likes: episodeDetailedReviewLikes, reviews: episodeDetailedReviews },
} as const;
export type LikedReview = keyof typeof LIKED_REVIEWS;

/**
 * Adds the reader's like, or takes it back when it was there; likes_count moves by one with it. Answers the
 * review's author too, whom the service asks the block rule about before a new like stands.
 */
export async function toggleReviewLike(db: Executor, kind: LikedReview, reviewId: number, userId: number) {
  const { likes, reviews }: (typeof LIKED_REVIEWS)[LikedReview] = LIKED_REVIEWS[kind];
  const added = await db
    .insert(likes)
    .values({ reviewId, userId })
    .onConflictDoNothing()
    .returning({ id: likes.reviewId });
  const liked = added.length > 0;
  if (!liked) await db.delete(likes).where(and(eq(likes.reviewId, reviewId), eq(likes.userId, userId)));
  const [row] = await db
    .update(reviews)
    .set({ likesCount: sql`greatest(${reviews.likesCount} + ${liked ? 1 : -1}, 0)` })
    .where(eq(reviews.id, reviewId))
    .returning({ likes: reviews.likesCount, authorId: reviews.userId });
  return { liked, likes: row.likes, authorId: row.authorId };
}
