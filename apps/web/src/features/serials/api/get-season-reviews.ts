import type { ReviewCard } from '@mfi/contract/reviews.schemas';
import type { ReviewKind, TabSource } from '../../../components/reviews/review-types';
import { apiRequest } from '../../../lib/api-client';
import { serialKeys } from './serial-keys';

/** GET /serial/api-season-critic-reviews/ and /api-season-audience-reviews/ {serialSlug, seasonSlug, loadMore} -> api_season_reviews, end_point. */
export function seasonReviewTab(
  serialSlug: string,
  seasonSlug: string,
  kind: ReviewKind,
  token: string | null,
): TabSource {
  return {
    key: serialKeys.seasonReviews(serialSlug, seasonSlug, kind, token),
    fetchPage: async (loadMore, signal) => {
      const page = await apiRequest<{ api_season_reviews: ReviewCard[]; end_point: boolean }>(
        `/serial/api-season-${kind}-reviews/`,
        {
          query: { serialSlug, seasonSlug, loadMore },
          signal,
        },
      );
      return { cards: page.api_season_reviews, end: page.end_point };
    },
  };
}
