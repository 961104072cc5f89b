import { RECENT_REVIEWS } from '@mfi/contract/limits';
import type { DetailedReviewBody } from '@mfi/contract/reviews.schemas';
import { mn } from '@mfi/contract/messages';
import { movieAfterWrite } from '../../after-write/movie.after-write';
import type { AppContext } from '../../context';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { isBlankHtml, sanitizeRichText } from '../../lib/html';
import { searchKeyOf } from '../../lib/transliterate';
import type { AuthUser } from '../../auth/auth-user';
import { authorize } from '../../policies/catalogue.policy';
import { authorize as authorizeCritic } from '../../policies/review.policy';
import { visibleMovieRef } from '../movies/movie-flags.service';
import * as q from './detailed-reviews.queries';
import { movieDetailedReview, movieReview } from './movie-reviews.queries';
import { recentCriticCard, reviewDetailFields } from './review-detail.mapper';
import { likeVisibleReview } from './review-likes.service';
import { reviewListPage } from './review-lists.service';

// Critics' detailed reviews (part 2 sections 5 and 7): only beside the critic's own rating and review;
// the HTML is sanitized on write (lib/html).

/** POST /movie/api-movie-detailed-review/ (critics: review.policy.ts). */
export async function submitDetailedReview(ctx: AppContext, user: AuthUser, body: DetailedReviewBody) {
  authorizeCritic(user, 'writeDetailed');
  if (body.fetch) {
    const movie = await visibleMovieRef(ctx.db, null, body.movie);
    const row = await movieDetailedReview.find(ctx.db, movie.id, user.id);
    movieAfterWrite.nothingCached();
    return { title: row?.title ?? '', review: row?.review ?? '' };
  }
  const review = sanitizeRichText(body.review, ctx.storage);
  if (isBlankHtml(review)) throw fieldError('review', 'detailedReviewRequired');
  const saved = await ctx.db.transaction(async (tx) => {
    const movie = await visibleMovieRef(tx, null, body.movie); // published only: a guest's view
    // The rating, locked: its delete waits for this save, so the detailed review never outlives it.
    if (!(await movieReview.lock(tx, movie.id, user.id)))
      throw new AppError(400, { non_field_errors: [mn('reviewFirst')] });
    await q.upsertDetailedReview(tx, {
      movieId: movie.id,
      userId: user.id,
      title: body.title,
      review,
      searchKey: searchKeyOf(body.title),
    });
    await movieAfterWrite.feed.detailedReview(tx, user.id, movie.id, true);
    return { title: body.title, review };
  });
  movieAfterWrite.catalogue(ctx); // the review list's pages and counts are cached
  return saved;
}

/** POST /movie/api-movie-delete-detailed-review/: the caller's own only. */
export async function deleteDetailedReview(ctx: AppContext, user: AuthUser, ref: number | string) {
  const movie = await visibleMovieRef(ctx.db, user, ref);
  await ctx.db.transaction(async (tx) => {
    await movieDetailedReview.remove(tx, movie.id, user.id);
    await movieAfterWrite.feed.detailedReview(tx, user.id, movie.id, false);
  });
  movieAfterWrite.catalogue(ctx);
  return { success: true };
}

/** POST /movie/api-like-detailed-review/ {id}. */
export const likeDetailedReview = (ctx: AppContext, user: AuthUser, reviewId: number) =>
  likeVisibleReview(ctx, user, 'movie-detailed', reviewId, q.findDetailedReviewMovie);

/**
 * GET /movie/api-movie-review-list/: detailed reviews of published movies, newest first, cached
 * (reviewListPage); an author's new name or picture shows within the TTL.
 */
export const listMovieReviewPage = (ctx: AppContext, query: { search?: string; page?: number }) =>
  reviewListPage(
    ctx,
    query,
    { list: q.listDetailedReviews, count: q.countDetailedReviews },
    (r) => ({ movie__movie_slug: r.movieSlug, movie__movie_poster: ctx.storage.urlOf(r.moviePoster) }),
    'detailed-reviews',
  );

/** GET /movie/api-review-detail/ {slug: author, movieSlug}. */
export async function movieReviewDetail(ctx: AppContext, user: AuthUser | null, userSlug: string, movieSlug: string) {
  const row = await q.findDetailedReviewPage(ctx.db, userSlug, movieSlug, user?.id ?? null);
  if (!row) throw notFound();
  authorize(user, 'see', { kind: 'movie', publish: row.moviePublish });
  const recent = await q.listRecentByAuthor(ctx.db, row.userId, row.id, RECENT_REVIEWS);
  return {
    review_detail: {
      ...reviewDetailFields(row),
      review_movie: { slug: row.movieSlug, poster: ctx.storage.urlOf(row.moviePoster) },
      recent_critics: recent.map((r) => recentCriticCard(ctx.storage, { ...r, slug: r.movieSlug })),
    },
  };
}
