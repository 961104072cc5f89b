import {
  episodeRefBody,
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
import { currentUser, requireUser } from '../../plugins/auth';
import * as service from './serial-reviews.service';

// Part 2 section 7, "Seasons and episodes": the review and like calls; the tab paths are designed in the
// spec's style (api_season_reviews, api_episode_reviews, end_point).
const tags = ['reviews'];
const security = [{ apiKey: [], token: [] }];

export function registerSerialReviewRoutes(app: ZodApp, ctx: AppContext) {
  app.post(
    '/serial/api-submit-season-review/',
    { schema: { tags, summary: 'load=true answers the caller’s season review; otherwise saves it (text required, ≤ 1000)', security, body: seasonReviewBody, response: { 200: seasonReviewResponse } }, preHandler: requireUser },
    (req) => service.submitSeasonReview(ctx, currentUser(req), req.body),
  );
  app.post(
    '/serial/api-delete-season-review/',
    { schema: { tags, summary: 'Delete the caller’s season review', security, body: seasonRefBody, response: { 200: seasonReviewResponse } }, preHandler: requireUser },
    (req) => service.deleteSeasonReview(ctx, currentUser(req), req.body),
  );
  app.post(
    '/serial/api-submit-episode-review/',
    { schema: { tags, summary: 'load=true answers the caller’s episode rating; otherwise saves it (grade 0-100, review ≤ 500)', security, body: episodeReviewBody, response: { 200: movieReviewResponse } }, preHandler: requireUser },
    (req) => service.submitEpisodeReview(ctx, currentUser(req), req.body),
  );
  app.post(
    '/serial/api-delete-episode-review/',
    { schema: { tags, summary: 'Delete the caller’s episode rating and review', security, body: episodeRefBody, response: { 200: movieReviewResponse } }, preHandler: requireUser },
    (req) => service.deleteEpisodeReview(ctx, currentUser(req), req.body),
  );
  app.post(
    '/serial/api-like-season-review/',
    { schema: { tags, summary: 'Like a season review or take the like back', security, body: likeSeasonReviewBody, response: { 200: likeResponse } }, preHandler: requireUser },
    (req) => service.likeSeasonReview(ctx, currentUser(req), req.body),
  );
  app.post(
    '/serial/api-like-episode-review/',
    { schema: { tags, summary: 'Like an episode review or take the like back', security, body: likeEpisodeReviewBody, response: { 200: likeResponse } }, preHandler: requireUser },
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
}
