import {
  detailedReviewResponse,
  episodeDetailedReviewResponse,
  episodeRefBody,
  episodeReviewDetailQuery,
  episodeReviewDetailResponse,
  episodeReviewListResponse,
  likeDetailedReviewBody,
  reviewListQuery,
  successResponse,
  episodeReviewBody,
  episodeReviewsQuery,
  episodeReviewsResponse,
  likeEpisodeReviewBody,
  likeResponse,
  likeSeasonReviewBody,
  movieReviewResponse,
  seasonRefBody,
  seasonReviewBody,
  seasonReviewResponse,
  seasonReviewsQuery,
  seasonReviewsResponse,
} from '@mfi/contract/reviews.schemas';
import type { FastifyRequest } from 'fastify';
import type { z, ZodType } from 'zod';
import type { AuthUser } from '../../auth/auth-user';
import type { AppContext, ZodApp } from '../../context';
import { callerPosts, routeKit } from '../../lib/route-kit';
import { readMultipart } from '../../lib/multipart';
import { currentUser, requireRole, requireUser } from '../../auth/guards';
import { DETAILED_REVIEWERS } from '../../policies/review.policy';
import * as detailed from './episode-detailed-reviews.service';
import { deleteSeasonDetailedReview, submitSeasonDetailedReview } from './season-detailed-reviews.service';
import { registerSeasonReviewPageRoutes } from './season-review-list.routes';
import * as service from './serial-reviews.service';

// Part 2 section 7, "Seasons and episodes": the review and like calls; the tab paths are designed in the
// spec's style (api_season_reviews, api_episode_reviews, end_point).
const tags = ['reviews'];
const route = routeKit(tags);

export function registerSerialReviewRoutes(app: ZodApp, ctx: AppContext) {
  const post = callerPosts(app, ctx, tags, requireUser, 'serial');
  post(
    '/serial/api-submit-season-review/',
    'load=false with no text answers the caller’s season review; otherwise saves it (text required, ≤ 1000)',
    seasonReviewBody,
    seasonReviewResponse,
    service.submitSeasonReview,
  );
  post(
    '/serial/api-delete-season-review/',
    'Delete the caller’s season review',
    seasonRefBody,
    seasonReviewResponse,
    service.deleteSeasonReview,
  );
  post(
    '/serial/api-submit-episode-review/',
    'load=false with no grade answers the caller’s episode rating; otherwise saves it (grade 0-100, review ≤ 500)',
    episodeReviewBody,
    movieReviewResponse,
    service.submitEpisodeReview,
  );
  post(
    '/serial/api-delete-episode-review/',
    'Delete the caller’s episode rating and review',
    episodeRefBody,
    movieReviewResponse,
    service.deleteEpisodeReview,
  );
  post(
    '/serial/api-like-season-review/',
    'Like a season review or take the like back',
    likeSeasonReviewBody,
    likeResponse,
    service.likeSeasonReview,
  );
  post(
    '/serial/api-like-episode-review/',
    'Like an episode review or take the like back',
    likeEpisodeReviewBody,
    likeResponse,
    service.likeEpisodeReview,
  );
  // The critic and audience tabs of a season and of an episode.
  const tabs = <Q extends ZodType, R extends ZodType>(
    level: 'season' | 'episode',
    of: string,
    query: Q,
    response: R,
    tab: (ctx: AppContext, user: AuthUser | null, query: z.output<Q>, critic: boolean) => Promise<z.input<R>>,
  ) => {
    for (const kind of ['critic', 'audience'] as const)
      app.get(
        `/serial/api-${level}-${kind}-reviews/`,
        route.read(`The ${kind} reviews of ${of}, newest first (load more)`, query as ZodType, response as ZodType),
        (req) => tab(ctx, req.user, req.query as z.output<Q>, kind === 'critic'),
      );
  };
  tabs('season', 'a season', seasonReviewsQuery, seasonReviewsResponse, service.seasonReviewTab);
  tabs('episode', 'an episode', episodeReviewsQuery, episodeReviewsResponse, service.episodeReviewTab);

  // Critics' detailed reviews: a form (an episode's may carry a JPEG cover) or JSON with the same fields.
  const critic = route.writes(requireRole(...DETAILED_REVIEWERS), 'serial');
  app.post(
    '/serial/api-submit-episode-detailed-review/',
    critic.form(
      'Critics: load or save an episode’s detailed review (form: serialSlug, seasonSlug, episodeSlug, title, review, load, optional JPEG cover)',
      episodeDetailedReviewResponse,
    ),
    async (req) => detailed.submitEpisodeDetailedReview(ctx, currentUser(req), await formOrJson(req)),
  );
  app.post(
    '/serial/api-submit-season-detailed-review/',
    critic.form(
      'Critics: load or save a season’s detailed review (form or JSON: serialSlug, seasonSlug, title, review, load)',
      detailedReviewResponse,
    ),
    async (req) => submitSeasonDetailedReview(ctx, currentUser(req), await formOrJson(req)),
  );
  post(
    '/serial/api-delete-episode-detailed-review/',
    'Delete the caller’s detailed review of an episode',
    episodeRefBody,
    successResponse,
    detailed.deleteEpisodeDetailedReview,
  );
  post(
    '/serial/api-delete-season-detailed-review/',
    'Delete the caller’s detailed review of a season',
    seasonRefBody,
    successResponse,
    deleteSeasonDetailedReview,
  );
  post(
    '/serial/api-like-detailed-review/',
    'Like an episode’s detailed review or take the like back',
    likeDetailedReviewBody,
    likeResponse,
    (c, user, body) => detailed.likeEpisodeDetailedReview(c, user, body.id),
  );
  app.get(
    '/serial/episode-detailed-review-list/',
    route.read(
      'Detailed reviews of published episodes, newest first; search over serial and review titles',
      reviewListQuery,
      episodeReviewListResponse,
    ),
    (req) => detailed.listEpisodeReviewPage(ctx, req.query),
  );
  app.get(
    '/serial/episode-detailed-review-detail/',
    route.read(
      'An episode’s detailed review by author slug and episode address',
      episodeReviewDetailQuery,
      episodeReviewDetailResponse,
    ),
    (req) => detailed.episodeReviewDetail(ctx, req.user, req.query),
  );
  registerSeasonReviewPageRoutes(app, ctx);
}

/** The multipart form, or a JSON body as the form's text fields, for the same schema. */
const formOrJson = async (req: FastifyRequest) =>
  req.isMultipart() ? readMultipart(req) : { fields: textFields(req.body), files: {} };

/** A JSON body as the form's text fields (each value as text), for the same schema. */
const textFields = (body: unknown) =>
  Object.fromEntries(
    Object.entries((body ?? {}) as Record<string, unknown>).map(([k, v]) => [
      k,
      [typeof v === 'string' ? v : JSON.stringify(v)],
    ]),
  );
