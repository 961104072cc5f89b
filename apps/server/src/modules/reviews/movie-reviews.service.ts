import type { MovieReviewBody } from '@mfi/contract/reviews.schemas';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { loadMorePage, splitLoadMore } from '../../lib/pagination';
import type { AuthUser } from '../../plugins/auth';
import { anyMovieRef, markMovieWatched, visibleMovieRef } from '../movies/movie-flags.service';
import { moveMovieGrades, rateMovie } from './movie-grades.queries';
import * as q from './movie-reviews.queries';
import { listReviewCards, REVIEW_TABS } from './review-tabs.queries';
import { guestTab } from './review-tabs.service';
import { NO_REVIEW, toReviewCard } from './reviews.mapper';

// Movie ratings and short reviews (part 2 sections 4, 5 and 7). Every write is the caller's own row
// (keyed by their user id), so nobody can edit or delete another's review.

/** POST /movie/api-movie-review/: answers the caller’s review (a fetch, fetchesOwn in the contract) or saves it. */
export async function submitMovieReview(ctx: AppContext, user: AuthUser, body: MovieReviewBody) {
  if (body.fetch) {
    const movie = await visibleMovieRef(ctx.db, null, body.movie);
    const row = await q.findMovieReview(ctx.db, movie.id, user.id);
    return row ? { grade: row.grade, spoiler: row.spoiler, review: row.review, review_check: true } : NO_REVIEW;
  }
  // One statement (rate_movie): the rating, "watched" (rating a movie means having seen it, issue 5)
  // and the movie's figures, under the movie's row lock.
  const movieId = await rateMovie(ctx.db, { movie: body.movie, userId: user.id, grade: body.grade, review: body.review, spoiler: body.spoiler, critic: user.critic });
  if (movieId === null) throw notFound(); // unpublished titles take no reviews
  // Grades show on every catalogue page (refreshed in the background) and on the detail (read anew).
  ctx.cache.markStale(`movie#${movieId}`);
  return { grade: body.grade, spoiler: body.spoiler, review: body.review, review_check: true };
}

/** POST /movie/api-movie-delete-review/: grade, review, watched flag and the detailed review go. */
export async function deleteMovieReview(ctx: AppContext, user: AuthUser, ref: number | string) {
  const movie = await anyMovieRef(ctx.db, ref);
  if (!movie) throw notFound();
  // Rows in the order a rating takes them (the user's rating, their flags, the movie): no deadlock.
  const gone = await ctx.db.transaction(async (tx) => {
    const removed = await q.deleteMovieReviewRow(tx, movie.id, user.id);
    const detailed = await q.deleteDetailedReviewRow(tx, movie.id, user.id);
    const watched = await markMovieWatched(tx, movie.id, user.id, false);
    // Nothing to take back: the movie row (16 indexes) is not rewritten for nothing.
    if (!removed && !watched) return { detailed, changed: false };
    const critic = removed?.critic === true;
    await moveMovieGrades(tx, movie.id, {
      criticSum: critic ? -removed.grade : 0,
      criticCount: critic ? -1 : 0,
      audienceSum: removed && !critic ? -removed.grade : 0,
      audienceCount: removed && !critic ? -1 : 0,
      watched,
    });
    return { detailed, changed: true };
  });
  // A detailed review shows on the cached review list pages, which must drop it at once.
  if (gone.detailed) ctx.cache.invalidate();
  else if (gone.changed) ctx.cache.markStale(`movie#${movie.id}`);
  return NO_REVIEW;
}

/**
 * GET /movie/api-movie-critic-reviews/ and /api-movie-audience-reviews/: 12 a load, newest first. A
 * guest's tab is the same for every guest, so it is cached (guestTab); a member's carries their likes.
 */
export function movieReviewTab(ctx: AppContext, user: AuthUser | null, slug: string, critic: boolean, loadMore?: number) {
  return guestTab(ctx, user, `reviews:movie:${slug}:${critic}:${loadMore ?? 1}`, async () => {
    const movie = await visibleMovieRef(ctx.db, user, slug);
    const rows = await listReviewCards(ctx.db, REVIEW_TABS.movie, movie.id, critic, user?.id ?? null, loadMorePage(loadMore));
    const { items, end_point } = splitLoadMore(rows);
    return { tag: `movie#${movie.id}`, answer: { api_movie_reviews: items.map((r) => toReviewCard(ctx.storage, r)), end_point } };
  });
}

/** POST /movie/api-like-movie-review/: toggles the caller's like on a review of a visible movie. */
export function likeMovieReview(ctx: AppContext, user: AuthUser, ref: number | string, reviewId: number) {
  return ctx.db.transaction(async (tx) => {
    const movie = await visibleMovieRef(tx, user, ref);
    if (!(await q.findReviewOfMovie(tx, reviewId, movie.id))) throw notFound();
    const { liked, likes } = await q.toggleMovieReviewLike(tx, reviewId, user.id);
    return { user_like: liked, total_likes: likes };
  });
}
