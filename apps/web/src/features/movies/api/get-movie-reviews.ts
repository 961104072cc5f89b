import type { ReviewCard } from '@mfi/contract/reviews.schemas';
import type { ReviewKind, TabSource } from '../../../components/reviews/review-types';
import { apiRequest } from '../../../lib/api-client';
import { movieKeys } from './movie-keys';

/** GET /movie/api-movie-critic-reviews/ and /api-movie-audience-reviews/ {slug, loadMore} -> api_movie_reviews, end_point. */
export function movieReviewTab(slug: string, kind: ReviewKind, token: string | null): TabSource {
  return {
    key: movieKeys.reviews(slug, kind, token),
    fetchPage: async (loadMore, signal) => {
      const page = await apiRequest<{ api_movie_reviews: ReviewCard[]; end_point: boolean }>(
        `/movie/api-movie-${kind}-reviews/`,
        {
          query: { slug, loadMore },
          signal,
        },
      );
      return { cards: page.api_movie_reviews, end: page.end_point };
    },
  };
}
