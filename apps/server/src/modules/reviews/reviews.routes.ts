import { movieRefBody } from '@mfi/contract/movies.schemas';
import {
  detailedReviewBody,
  detailedReviewResponse,
  likeDetailedReviewBody,
  likeMovieReviewBody,
  likeResponse,
  movieReviewBody,
  movieReviewListResponse,
  movieReviewResponse,
  movieReviewsQuery,
  movieReviewsResponse,
  reviewDetailQuery,
  reviewDetailResponse,
  reviewListQuery,
  successResponse,
} from '@mfi/contract/reviews.schemas';
import type { AppContext, ZodApp } from '../../context';
import { currentUser, requireRole, requireUser } from '../../plugins/auth';
import {
  deleteDetailedReview,
  likeDetailedReview,
  listMovieReviewPage,
  movieReviewDetail,
  submitDetailedReview,
} from './detailed-reviews.service';
import { deleteMovieReview, likeMovieReview, movieReviewTab, submitMovieReview } from './movie-reviews.service';
import { registerSerialReviewRoutes } from './serial-reviews.routes';

// Part 2 section 7: the review and like calls under "Movies" and "Reviews".
const tags = ['reviews'];
const security = [{ apiKey: [], token: [] }];

export function registerReviewRoutes(app: ZodApp, ctx: AppContext) {
  app.post(
    '/movie/api-movie-review/',
    {
      schema: { tags, summary: 'load=false with no grade answers the caller’s rating; otherwise saves it (grade 0-100, review ≤ 500) and marks the movie watched', security, body: movieReviewBody, response: { 200: movieReviewResponse } },
      onRequest: requireUser,
    },
    (req) => submitMovieReview(ctx, currentUser(req), req.body),
  );
  app.post(
    '/movie/api-movie-delete-review/',
    { schema: { tags, summary: 'Delete the caller’s rating, review, watched flag and detailed review', security, body: movieRefBody, response: { 200: movieReviewResponse } }, onRequest: requireUser },
    (req) => deleteMovieReview(ctx, currentUser(req), req.body.movie),
  );
  app.post(
    '/movie/api-movie-detailed-review/',
    {
      schema: { tags, summary: 'Critics: load or save the detailed review (sanitized HTML); needs the rating first', security, body: detailedReviewBody, response: { 200: detailedReviewResponse } },
      onRequest: requireRole('critic'),
    },
    (req) => submitDetailedReview(ctx, currentUser(req), req.body),
  );
  app.post(
    '/movie/api-movie-delete-detailed-review/',
    { schema: { tags, summary: 'Delete the caller’s detailed review', security, body: movieRefBody, response: { 200: successResponse } }, onRequest: requireUser },
    (req) => deleteDetailedReview(ctx, currentUser(req), req.body.movie),
  );
  for (const kind of ['critic', 'audience'] as const) {
    app.get(
      `/movie/api-movie-${kind}-reviews/`,
      { schema: { tags, summary: `The ${kind} reviews of a movie, newest first (load more, 12 each)`, querystring: movieReviewsQuery, response: { 200: movieReviewsResponse } } },
      (req) => movieReviewTab(ctx, req.user, req.query.slug, kind === 'critic', req.query.loadMore),
    );
  }
  app.post(
    '/movie/api-like-movie-review/',
    { schema: { tags, summary: 'Like a review or take the like back', security, body: likeMovieReviewBody, response: { 200: likeResponse } }, onRequest: requireUser },
    (req) => likeMovieReview(ctx, currentUser(req), req.body.movie, req.body.review),
  );
  app.post(
    '/movie/api-like-detailed-review/',
    { schema: { tags, summary: 'Like a detailed review or take the like back', security, body: likeDetailedReviewBody, response: { 200: likeResponse } }, onRequest: requireUser },
    (req) => likeDetailedReview(ctx, currentUser(req), req.body.id),
  );
  app.get(
    '/movie/api-movie-review-list/',
    { schema: { tags, summary: 'Detailed reviews of published movies, newest first; search over movie and review titles', querystring: reviewListQuery, response: { 200: movieReviewListResponse } } },
    (req) => listMovieReviewPage(ctx, req.query),
  );
  app.get(
    '/movie/api-review-detail/',
    { schema: { tags, summary: 'A detailed review by author slug and movie slug, with the author’s recent reviews', querystring: reviewDetailQuery, response: { 200: reviewDetailResponse } } },
    (req) => movieReviewDetail(ctx, req.user, req.query.slug, req.query.movieSlug),
  );

  registerSerialReviewRoutes(app, ctx);
}
