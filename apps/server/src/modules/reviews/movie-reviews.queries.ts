import type { Executor } from '../../db/client';
import { movieDetailedReviews, movieReviews } from '../../db/schema';
import { memberReviewRows } from './member-reviews.queries';
import { toggleReviewLike } from './review-likes.queries';

/** A member's rating and short review of a movie. */
export const movieReview = memberReviewRows(movieReviews, movieReviews.movieId);

/** Deletes the caller's rating; answers what it was (for the movie's sums), or undefined. */
export const deleteMovieReviewRow = (db: Executor, movieId: number, userId: number) =>
  movieReview.remove(db, movieId, userId, { grade: movieReviews.grade, critic: movieReviews.critic });

/** A critic's detailed review of a movie. */
export const movieDetailedReview = memberReviewRows(movieDetailedReviews, movieDetailedReviews.movieId);

/** Likes a review or takes the like back (review-likes.queries). */
export const toggleMovieReviewLike = (db: Executor, reviewId: number, userId: number) =>
  toggleReviewLike(db, 'movie', reviewId, userId);
