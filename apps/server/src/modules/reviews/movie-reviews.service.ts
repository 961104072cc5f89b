import { REVIEW_MAX } from '@mfi/contract/limits';
import type { MovieReviewBody } from '@mfi/contract/reviews.schemas';
import { movieAfterWrite } from '../../after-write/movie.after-write';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { AuthUser } from '../../auth/auth-user';
import { anyMovieRef, markMovieWatched, visibleMovieRef } from '../movies/movie-flags.service';
import { moveMovieGrades, rateMovie } from './movie-grades.queries';
import * as q from './movie-reviews.queries';
import { toggleReviewLikeOf } from './review-likes.service';
import { reviewTab } from './review-tabs.service';
import { NO_REVIEW } from './reviews.mapper';

// Movie ratings and short reviews (part 2 sections 4, 5 and 7). Every write is the caller's own row
// (keyed by their user id), so nobody can edit or delete another's review.

/** POST /movie/api-movie-review/: answers the caller’s review (a fetch, fetchesOwn in the contract) or saves it. */
export async function submitMovieReview(ctx: AppContext, user: AuthUser, body: MovieReviewBody) {
  if (body.fetch) {
    const movie = await visibleMovieRef(ctx.db, null, body.movie);
    const row = await q.movieReview.find(ctx.db, movie.id, user.id);
    movieAfterWrite.nothingCached();
    return row ? { grade: row.grade, spoiler: row.spoiler, review: row.review, review_check: true } : NO_REVIEW;
  }
  // One statement (rate_movie): the rating, "watched" (rating a movie means having seen it, issue 5),
  // the movie's figures and the member's feed card (decision 015).
  const movieId = await rateMovie(ctx.db, {
    movie: body.movie,
    userId: user.id,
    grade: body.grade,
    review: body.review,
    spoiler: body.spoiler,
    critic: user.critic,
  });
  if (movieId === null) throw notFound(); // unpublished titles take no reviews
  movieAfterWrite.community(ctx, movieId);
  return { grade: body.grade, spoiler: body.spoiler, review: body.review, review_check: true };
}

/**
 * A member's import (modules/user-import, decision 037): their ratings of published movies, a transaction per
 * 500, each through rate_movie as a typed rating; a review the member already wrote stays when the import
 * brings none. Answers how many were saved (a movie unpublished meanwhile takes none).
 */
export async function importMovieRatings(
  ctx: AppContext,
  user: AuthUser,
  ratings: { movieId: number; grade: number; review: string }[],
) {
  let saved = 0;
  const touched = new Set<number>();
  for (let start = 0; start < ratings.length; start += IMPORT_CHUNK) {
    await ctx.db.transaction(async (tx) => {
      const chunk = ratings.slice(start, start + IMPORT_CHUNK);
      const own = await q.movieReview.findMany(
        tx,
        chunk.map((r) => r.movieId),
        user.id,
      );
      for (const r of chunk) {
        const kept = r.review ? undefined : own.get(r.movieId);
        const id = await rateMovie(tx, {
          movie: r.movieId,
          userId: user.id,
          grade: r.grade,
          review: r.review ? r.review.slice(0, REVIEW_MAX) : (kept?.review ?? ''),
          spoiler: kept?.spoiler ?? false,
          critic: user.critic,
        });
        if (id === null) continue;
        saved++;
        touched.add(id);
      }
    });
  }
  for (const movieId of touched) movieAfterWrite.community(ctx, movieId);
  return saved;
}

const IMPORT_CHUNK = 500;

/** POST /movie/api-movie-delete-review/: grade, review, watched flag and the detailed review go. */
export async function deleteMovieReview(ctx: AppContext, user: AuthUser, ref: number | string) {
  const movie = await anyMovieRef(ctx.db, ref);
  if (!movie) throw notFound();
  // Rows in the order a rating takes them (the user's rating, their flags, the movie): no deadlock.
  const gone = await ctx.db.transaction(async (tx) => {
    const removed = await q.deleteMovieReviewRow(tx, movie.id, user.id);
    const detailed = Boolean(await q.movieDetailedReview.remove(tx, movie.id, user.id));
    const watched = await markMovieWatched(tx, movie.id, user.id, false);
    await movieAfterWrite.feed.ratingRemoved(tx, user.id, movie.id);
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
  movieAfterWrite.reviewRemoved(ctx, movie.id, gone);
  return NO_REVIEW;
}

/**
 * GET /movie/api-movie-critic-reviews/ and /api-movie-audience-reviews/: 12 a load, newest first. A
 * guest's tab is the same for every guest, so it is cached (reviewTab); a member's carries their likes.
 */
export async function movieReviewTab(
  ctx: AppContext,
  user: AuthUser | null,
  slug: string,
  critic: boolean,
  loadMore?: number,
) {
  const key = `reviews:movie:${slug}:${critic}:${loadMore ?? 1}`;
  const find = (db: Executor) => visibleMovieRef(db, user, slug);
  return reviewTab(ctx, user, { kind: 'movie', key, find, critic, loadMore });
}

/** POST /movie/api-like-movie-review/: toggles the caller's like on a review of a visible movie. */
export async function likeMovieReview(ctx: AppContext, user: AuthUser, ref: number | string, reviewId: number) {
  const toggle = async (tx: Executor) => {
    const movie = await visibleMovieRef(tx, user, ref);
    if (!(await q.movieReview.isOf(tx, reviewId, movie.id))) return undefined;
    return q.toggleMovieReviewLike(tx, reviewId, user.id);
  };
  const notify = (tx: Executor, liked: boolean) => movieAfterWrite.notify.reviewLiked(tx, reviewId, user.id, liked);
  return toggleReviewLikeOf(ctx, user, movieAfterWrite, toggle, notify);
}
