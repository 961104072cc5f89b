import { likeDetailedReviewBody, likeResponse, reviewListQuery } from '@mfi/contract/reviews.schemas';
import { seasonReviewDetailQuery, seasonReviewDetailResponse, seasonReviewListResponse } from '@mfi/contract/season-review-pages.schemas';
import type { AppContext, ZodApp } from '../../context';
import { currentUser, requireUser } from '../../plugins/auth';
import { likeSeasonDetailedReview, listSeasonReviewPage, seasonReviewDetail } from './season-review-list.service';

// The calls behind /season-review (part 2 section 2, "fetching not shown"), designed after the episode
// ones: /serial/season-detailed-review-list/, /serial/season-detailed-review-detail/ and the like.
const tags = ['reviews'];
const security = [{ apiKey: [], token: [] }];

export function registerSeasonReviewPageRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/serial/season-detailed-review-list/',
    { schema: { tags, summary: 'Detailed reviews of published seasons, newest first; search over serial, season and review titles', querystring: reviewListQuery, response: { 200: seasonReviewListResponse } } },
    (req) => listSeasonReviewPage(ctx, req.query),
  );
  app.get(
    '/serial/season-detailed-review-detail/',
    { schema: { tags, summary: 'A season’s detailed review by author slug and season address, with the author’s recent season reviews', querystring: seasonReviewDetailQuery, response: { 200: seasonReviewDetailResponse } } },
    (req) => seasonReviewDetail(ctx, req.user, req.query),
  );
  app.post(
    '/serial/api-like-season-detailed-review/',
    { schema: { tags, summary: 'Like a season’s detailed review or take the like back', security, body: likeDetailedReviewBody, response: { 200: likeResponse } }, onRequest: requireUser },
    (req) => likeSeasonDetailedReview(ctx, currentUser(req), req.body.id),
  );
}
