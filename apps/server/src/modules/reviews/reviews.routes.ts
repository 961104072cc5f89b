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
import { callerPosts, routeKit } from '../../lib/route-kit';
import { currentUser, requireRole, requireUser } from '../../auth/guards';
import { DETAILED_REVIEWERS } from '../../policies/review.policy';
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
const route = routeKit(tags);

export function registerReviewRoutes(app: ZodApp, ctx: AppContext) {
  const post = callerPosts(app, ctx, tags, requireUser, 'movie');
  post(
    '/movie/api-movie-review/',
    'load=false with no grade answers the caller’s rating; otherwise saves it (grade 0-100, review ≤ 500) and marks the movie watched',
    movieReviewBody,
    movieReviewResponse,
    submitMovieReview,
  );
  post(
    '/movie/api-movie-delete-review/',
    'Delete the caller’s rating, review, watched flag and detailed review',
    movieRefBody,
    movieReviewResponse,
    (c, user, body) => deleteMovieReview(c, user, body.movie),
  );
  app.post(
    '/movie/api-movie-detailed-review/',
    route
      .writes(requireRole(...DETAILED_REVIEWERS), 'movie')
      .json(
        'Critics: load or save the detailed review (sanitized HTML); needs the rating first',
        detailedReviewBody,
        detailedReviewResponse,
      ),
    (req) => submitDetailedReview(ctx, currentUser(req), req.body),
  );
  post(
    '/movie/api-movie-delete-detailed-review/',
    'Delete the caller’s detailed review',
    movieRefBody,
    successResponse,
    (c, user, body) => deleteDetailedReview(c, user, body.movie),
  );
  for (const kind of ['critic', 'audience'] as const) {
    app.get(
      `/movie/api-movie-${kind}-reviews/`,
      route.read(
        `The ${kind} reviews of a movie, newest first (load more, 12 each)`,
        movieReviewsQuery,
        movieReviewsResponse,
      ),
      (req) => movieReviewTab(ctx, req.user, req.query.slug, kind === 'critic', req.query.loadMore),
    );
  }
  post(
    '/movie/api-like-movie-review/',
    'Like a review or take the like back',
    likeMovieReviewBody,
    likeResponse,
    (c, user, body) => likeMovieReview(c, user, body.movie, body.review),
  );
  post(
    '/movie/api-like-detailed-review/',
    'Like a detailed review or take the like back',
    likeDetailedReviewBody,
    likeResponse,
    (c, user, body) => likeDetailedReview(c, user, body.id),
  );
  app.get(
    '/movie/api-movie-review-list/',
    route.read(
      'Detailed reviews of published movies, newest first; search over movie and review titles',
      reviewListQuery,
      movieReviewListResponse,
    ),
    (req) => listMovieReviewPage(ctx, req.query),
  );
  app.get(
    '/movie/api-review-detail/',
    route.read(
      'A detailed review by author slug and movie slug, with the author’s recent reviews',
      reviewDetailQuery,
      reviewDetailResponse,
    ),
    (req) => movieReviewDetail(ctx, req.user, req.query.slug, req.query.movieSlug),
  );

  registerSerialReviewRoutes(app, ctx);
}
