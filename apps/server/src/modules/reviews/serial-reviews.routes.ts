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
import type { AppContext, ZodApp } from '../../context';
import { readMultipart } from '../../lib/multipart';
import { currentUser, requireRole, requireUser } from '../../plugins/auth';
import * as detailed from './episode-detailed-reviews.service';
import { deleteSeasonDetailedReview, submitSeasonDetailedReview } from './season-detailed-reviews.service';
import { registerSeasonReviewPageRoutes } from './season-review-list.routes';
import * as service from './serial-reviews.service';

// Part 2 section 7, "Seasons and episodes": the review and like calls; the tab paths are designed in the
// spec's style (api_season_reviews, api_episode_reviews, end_point).
const tags = ['reviews'];
const security = [{ apiKey: [], token: [] }];

export function registerSerialReviewRoutes(app: ZodApp, ctx: AppContext) {
  app.post(
    '/serial/api-submit-season-review/',
    { schema: { tags, summary: 'load=false with no text answers the caller’s season review; otherwise saves it (text required, ≤ 1000)', security, body: seasonReviewBody, response: { 200: seasonReviewResponse } }, onRequest: requireUser },
    (req) => service.submitSeasonReview(ctx, currentUser(req), req.body),
  );
  app.post(
    '/serial/api-delete-season-review/',
    { schema: { tags, summary: 'Delete the caller’s season review', security, body: seasonRefBody, response: { 200: seasonReviewResponse } }, onRequest: requireUser },
    (req) => service.deleteSeasonReview(ctx, currentUser(req), req.body),
  );
  app.post(
    '/serial/api-submit-episode-review/',
    { schema: { tags, summary: 'load=false with no grade answers the caller’s episode rating; otherwise saves it (grade 0-100, review ≤ 500)', security, body: episodeReviewBody, response: { 200: movieReviewResponse } }, onRequest: requireUser },
    (req) => service.submitEpisodeReview(ctx, currentUser(req), req.body),
  );
  app.post(
    '/serial/api-delete-episode-review/',
    { schema: { tags, summary: 'Delete the caller’s episode rating and review', security, body: episodeRefBody, response: { 200: movieReviewResponse } }, onRequest: requireUser },
    (req) => service.deleteEpisodeReview(ctx, currentUser(req), req.body),
  );
  app.post(
    '/serial/api-like-season-review/',
    { schema: { tags, summary: 'Like a season review or take the like back', security, body: likeSeasonReviewBody, response: { 200: likeResponse } }, onRequest: requireUser },
    (req) => service.likeSeasonReview(ctx, currentUser(req), req.body),
  );
  app.post(
    '/serial/api-like-episode-review/',
    { schema: { tags, summary: 'Like an episode review or take the like back', security, body: likeEpisodeReviewBody, response: { 200: likeResponse } }, onRequest: requireUser },
    (req) => service.likeEpisodeReview(ctx, currentUser(req), req.body),
  );
  for (const kind of ['critic', 'audience'] as const) {
    app.get(
      `/serial/api-season-${kind}-reviews/`,
      { schema: { tags, summary: `The ${kind} reviews of a season, newest first (load more)`, querystring: seasonReviewsQuery, response: { 200: seasonReviewsResponse } } },
      (req) => service.seasonReviewTab(ctx, req.user, req.query, kind === 'critic'),
    );
    app.get(
      `/serial/api-episode-${kind}-reviews/`,
      { schema: { tags, summary: `The ${kind} reviews of an episode, newest first (load more)`, querystring: episodeReviewsQuery, response: { 200: episodeReviewsResponse } } },
      (req) => service.episodeReviewTab(ctx, req.user, req.query, kind === 'critic'),
    );
  }

  app.post(
    '/serial/api-submit-episode-detailed-review/',
    {
      schema: { tags, summary: 'Critics: load or save an episode’s detailed review (form: serialSlug, seasonSlug, episodeSlug, title, review, load, optional JPEG cover)', security, response: { 200: episodeDetailedReviewResponse } },
      onRequest: requireRole('critic'),
    },
    async (req) => detailed.submitEpisodeDetailedReview(ctx, currentUser(req), req.isMultipart() ? await readMultipart(req) : { fields: textFields(req.body), files: {} }),
  );
  app.post(
    '/serial/api-delete-episode-detailed-review/',
    { schema: { tags, summary: 'Delete the caller’s detailed review of an episode', security, body: episodeRefBody, response: { 200: successResponse } }, onRequest: requireUser },
    (req) => detailed.deleteEpisodeDetailedReview(ctx, currentUser(req), req.body),
  );
  app.post(
    '/serial/api-like-detailed-review/',
    { schema: { tags, summary: 'Like an episode’s detailed review or take the like back', security, body: likeDetailedReviewBody, response: { 200: likeResponse } }, onRequest: requireUser },
    (req) => detailed.likeEpisodeDetailedReview(ctx, currentUser(req), req.body.id),
  );
  app.get(
    '/serial/episode-detailed-review-list/',
    { schema: { tags, summary: 'Detailed reviews of published episodes, newest first; search over serial and review titles', querystring: reviewListQuery, response: { 200: episodeReviewListResponse } } },
    (req) => detailed.listEpisodeReviewPage(ctx, req.query),
  );
  app.get(
    '/serial/episode-detailed-review-detail/',
    { schema: { tags, summary: 'An episode’s detailed review by author slug and episode address', querystring: episodeReviewDetailQuery, response: { 200: episodeReviewDetailResponse } } },
    (req) => detailed.episodeReviewDetail(ctx, req.user, req.query),
  );
  app.post(
    '/serial/api-submit-season-detailed-review/',
    {
      schema: { tags, summary: 'Critics: load or save a season’s detailed review (form or JSON: serialSlug, seasonSlug, title, review, load)', security, response: { 200: detailedReviewResponse } },
      onRequest: requireRole('critic'),
    },
    async (req) => submitSeasonDetailedReview(ctx, currentUser(req), req.isMultipart() ? await readMultipart(req) : { fields: textFields(req.body), files: {} }),
  );
  app.post(
    '/serial/api-delete-season-detailed-review/',
    { schema: { tags, summary: 'Delete the caller’s detailed review of a season', security, body: seasonRefBody, response: { 200: successResponse } }, onRequest: requireUser },
    (req) => deleteSeasonDetailedReview(ctx, currentUser(req), req.body),
  );
  registerSeasonReviewPageRoutes(app, ctx);
}

/** A JSON body as the form's text fields (each value as text), for the same schema. */
const textFields = (body: unknown) =>
  Object.fromEntries(Object.entries((body ?? {}) as Record<string, unknown>).map(([k, v]) => [k, [typeof v === 'string' ? v : JSON.stringify(v)]]));
