import type { QueryKey } from '@tanstack/react-query';
import type { ReviewCard } from '@mfi/contract/reviews.schemas';
import { apiRequest } from '../../../lib/api-client';
import type { ReviewKind, TabSource } from '../components/review-types';

export type ReviewedTitle = 'movie' | 'season' | 'episode';

/**
 * A critic or audience tab of a movie, season or episode: GET /movie/api-movie-critic-reviews/,
 * /serial/api-season-audience-reviews/ … {the title's slugs, loadMore} -> api_<title>_reviews, end_point.
 * `key` is the tab's query key, which the title's page chooses (its writes refresh it).
 */
export function reviewTab(
  title: ReviewedTitle,
  slugs: Record<string, string>,
  kind: ReviewKind,
  key: QueryKey,
): TabSource {
  return {
    key,
    fetchPage: async (loadMore, signal) => {
      const page = await apiRequest<Record<string, ReviewCard[]> & { end_point: boolean }>(
        `/${title === 'movie' ? 'movie' : 'serial'}/api-${title}-${kind}-reviews/`,
        { query: { ...slugs, loadMore }, signal },
      );
      return { cards: page[`api_${title}_reviews`] ?? [], end: page.end_point };
    },
  };
}
