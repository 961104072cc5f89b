import type { MovieReviewBody } from '@mfi/contract/reviews.schemas';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import { loadMorePage, splitLoadMore } from '../../lib/pagination';
import type { AuthUser } from '../../plugins/auth';
import { setMovieWatched, visibleMovieRef } from '../movies/movie-flags.service';
import { lockMovie, recomputeMovieGrades } from './movie-grades.queries';
import * as q from './movie-reviews.queries';
import { NO_REVIEW, toReviewCard } from './reviews.mapper';

// Movie ratings and short reviews (part 2 sections 4, 5 and 7). Every write is the caller's own row
// (keyed by their user id), so nobody can edit or delete another's review.

/** The locked movie of a rating write; unpublished movies take no reviews (404, as if missing). */
export async function lockPublishedMovie(tx: Executor, ref: number | string) {
  const movie = await lockMovie(tx, ref);
  if (!movie || !movie.publish) throw notFound();
  return movie;
}

/** POST /movie/api-movie-review/: `load` answers the caller's review; otherwise saves it. */
export async function submitMovieReview(ctx: AppContext, user: AuthUser, body: MovieReviewBody) {
  if (body.load) {
    const movie = await visibleMovieRef(ctx.db, null, body.movie);
    const row = await q.findMovieReview(ctx.db, movie.id, user.id);
    return row ? { grade: row.grade, spoiler: row.spoiler, review: row.review, review_check: true } : NO_REVIEW;
  }
  const answer = await ctx.db.transaction(async (tx) => {
    const movie = await lockPublishedMovie(tx, body.movie);
    await q.upsertMovieReview(tx, { movieId: movie.id, userId: user.id, grade: body.grade, review: body.review, spoiler: body.spoiler, critic: user.critic });
    // Rating a movie means having seen it (issue 5).
    await setMovieWatched(tx, movie.id, user.id, true);
    await recomputeMovieGrades(tx, movie.id);
    return { grade: body.grade, spoiler: body.spoiler, review: body.review, review_check: true };
  });
  ctx.cache.invalidate(); // grades show on every catalogue page
  return answer;
}

/** POST /movie/api-movie-delete-review/: grade, review, watched flag and the detailed review go. */
export async function deleteMovieReview(ctx: AppContext, user: AuthUser, ref: number | string) {
  await ctx.db.transaction(async (tx) => {
    const movie = await lockMovie(tx, ref);
    if (!movie) throw notFound();
    await q.deleteDetailedReviewRow(tx, movie.id, user.id);
    await q.deleteMovieReviewRow(tx, movie.id, user.id);
    await setMovieWatched(tx, movie.id, user.id, false);
    await recomputeMovieGrades(tx, movie.id);
  });
  ctx.cache.invalidate();
  return NO_REVIEW;
}

/** GET /movie/api-movie-critic-reviews/ and /api-movie-audience-reviews/: 12 a load, newest first. */
export async function movieReviewTab(ctx: AppContext, user: AuthUser | null, slug: string, critic: boolean, loadMore?: number) {
  const movie = await visibleMovieRef(ctx.db, user, slug);
  const rows = await q.listMovieReviewCards(ctx.db, movie.id, critic, user?.id ?? null, loadMorePage(loadMore));
  const { items, end_point } = splitLoadMore(rows);
  return { api_movie_reviews: items.map((r) => toReviewCard(ctx.storage, r)), end_point };
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
