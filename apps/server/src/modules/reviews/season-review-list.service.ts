import { RECENT_REVIEWS } from '@mfi/contract/limits';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import type { AuthUser } from '../../auth/auth-user';
import { authorize } from '../../policies/catalogue.policy';
import { recentCriticCard, reviewDetailFields } from './review-detail.mapper';
import * as q from './season-review-list.queries';
import { likeVisibleReview } from './review-likes.service';
import { reviewListPage } from './review-lists.service';

// The /season-review pages (part 2 section 2, "fetching not shown"): critics' detailed reviews of
// seasons, read as the episode ones are. A season or serial that is not published hides its reviews
// from everyone but contributors.

type SeasonSlugs = { serialSlug: string; seasonSlug: string };

/** GET /serial/season-detailed-review-list/: published seasons only, newest first (not cached). */
export const listSeasonReviewPage = (ctx: AppContext, query: { search?: string; page?: number }) =>
  reviewListPage(ctx, query, { list: q.listSeasonDetailedReviews, count: q.countSeasonDetailedReviews }, (r) => ({
    season__serial__serial_slug: r.serialSlug,
    season__season_slug: r.seasonSlug,
    season__serial__serial_poster: ctx.storage.urlOf(r.serialPoster),
    season__season_poster: ctx.storage.urlOf(r.seasonPoster),
    season__serial__m_title: r.serialTitle,
    season__season_name: r.seasonName,
    season__season_num: r.seasonNum,
  }));

/** GET /serial/season-detailed-review-detail/ {slug: author, serialSlug, seasonSlug}. */
export async function seasonReviewDetail(
  ctx: AppContext,
  user: AuthUser | null,
  query: SeasonSlugs & { slug: string },
) {
  const row = await q.findSeasonDetailedReviewPage(ctx.db, query, user?.id ?? null);
  if (!row) throw notFound();
  authorize(user, 'see', { kind: 'season', publish: row.publish });
  const recent = await q.listRecentSeasonReviewsByAuthor(ctx.db, row.userId, row.id, RECENT_REVIEWS);
  return {
    review_detail: {
      ...reviewDetailFields(row),
      review_season: {
        serial_slug: row.serialSlug,
        season_slug: row.seasonSlug,
        poster: ctx.storage.urlOf(row.poster),
      },
      recent_critics: recent.map((r) => recentCriticCard(ctx.storage, { ...r, slug: r.seasonSlug })),
    },
  };
}

/** POST /serial/api-like-season-detailed-review/ {id}: a like on a review the caller may see. */
export const likeSeasonDetailedReview = (ctx: AppContext, user: AuthUser, reviewId: number) =>
  likeVisibleReview(ctx, user, 'season-detailed', reviewId, q.findSeasonDetailedReviewVisibility);
