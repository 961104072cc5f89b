import { useQuery } from '@tanstack/react-query';
import type { HomeEpisodeReviewCard, HomeMovieReviewCard } from '@mfi/contract/home.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';
import { homeKeys } from './home-keys';

export type ReviewKind = 'movie' | 'episode';
export type HomeReviewCard = HomeMovieReviewCard | HomeEpisodeReviewCard;

const PATHS = {
  movie: '/movie/api-home-latest-movie-reviews/',
  episode: '/serial/api-home-latest-episode-reviews/',
} as const;

/**
 * GET /movie/api-home-latest-movie-reviews/ and /serial/api-home-latest-episode-reviews/ {critic, detailed}
 * (latest_review_list). A signed-in reader's answer leaves out members they blocked, so it is kept per token.
 */
export function fetchLatestReviews(kind: ReviewKind, critic: boolean, detailed: boolean, signal?: AbortSignal) {
  return apiRequest<{ latest_review_list: HomeReviewCard[] }>(PATHS[kind], {
    signal,
    query: { critic: String(critic), detailed: String(detailed) },
  }).then((d) => d.latest_review_list);
}

export function useLatestReviews(kind: ReviewKind, critic: boolean, detailed = false) {
  const token = useAuthToken();
  return useQuery({
    queryKey: [...homeKeys.reviews(kind, critic, detailed), token],
    queryFn: ({ signal }) => fetchLatestReviews(kind, critic, detailed, signal),
  });
}
