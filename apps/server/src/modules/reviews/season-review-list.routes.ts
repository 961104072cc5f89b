import { likeDetailedReviewBody, likeResponse, reviewListQuery } from '@mfi/contract/reviews.schemas';
import {
  seasonReviewDetailQuery,
  seasonReviewDetailResponse,
  seasonReviewListResponse,
} from '@mfi/contract/season-review-pages.schemas';
import type { AppContext, ZodApp } from '../../context';
import { requireUser } from '../../auth/guards';
import { callerPosts, routeKit } from '../../lib/route-kit';
import { likeSeasonDetailedReview, listSeasonReviewPage, seasonReviewDetail } from './season-review-list.service';

// The calls behind /season-review (part 2 section 2, "fetching not shown"), designed after the episode
// ones: /serial/season-detailed-review-list/, /serial/season-detailed-review-detail/ and the like.
const tags = ['reviews'];
const route = routeKit(tags);

export function registerSeasonReviewPageRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/serial/season-detailed-review-list/',
    route.read(
      'Detailed reviews of published seasons, newest first; search over serial, season and review titles',
      reviewListQuery,
      seasonReviewListResponse,
    ),
    (req) => listSeasonReviewPage(ctx, req.query),
  );
  app.get(
    '/serial/season-detailed-review-detail/',
    route.read(
      'A season’s detailed review by author slug and season address, with the author’s recent season reviews',
      seasonReviewDetailQuery,
      seasonReviewDetailResponse,
    ),
    (req) => seasonReviewDetail(ctx, req.user, req.query),
  );
  callerPosts(app, ctx, tags, requireUser, 'serial')(
    '/serial/api-like-season-detailed-review/',
    'Like a season’s detailed review or take the like back',
    likeDetailedReviewBody,
    likeResponse,
    (c, user, body) => likeSeasonDetailedReview(c, user, body.id),
  );
}
