import type { ReviewCard } from '@mfi/contract/reviews.schemas';
import type { ReviewKind, TabSource } from '../../../components/reviews/review-types';
import { apiRequest } from '../../../lib/api-client';
import type { EpisodeSlugs } from './episode-review';
import { serialKeys } from './serial-keys';

/** GET /serial/api-episode-critic-reviews/ and /api-episode-audience-reviews/ {serialSlug, seasonSlug, episodeSlug, loadMore} -> api_episode_reviews, end_point. */
export function episodeReviewTab(episode: EpisodeSlugs, kind: ReviewKind, token: string | null): TabSource {
  return {
    key: serialKeys.episodeReviews(episode.serialSlug, episode.seasonSlug, episode.episodeSlug, kind, token),
    fetchPage: async (loadMore, signal) => {
      const page = await apiRequest<{ api_episode_reviews: ReviewCard[]; end_point: boolean }>(
        `/serial/api-episode-${kind}-reviews/`,
        {
          query: { ...episode, loadMore },
          signal,
        },
      );
      return { cards: page.api_episode_reviews, end: page.end_point };
    },
  };
}
