import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { episodeReviewDetailResponse } from '@mfi/contract/reviews.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';
import { reviewDetailOptions, reviewKeys } from './review-keys';

export type EpisodeReviewDetail = z.infer<typeof episodeReviewDetailResponse>;
export interface EpisodeReviewAddress {
  slug: string;
  serialSlug: string;
  seasonSlug: string;
  episodeSlug: string;
}

/** GET /serial/episode-detailed-review-detail/ {slug (the author), serialSlug, seasonSlug, episodeSlug}. */
export function getEpisodeReviewDetail(
  address: EpisodeReviewAddress,
  signal?: AbortSignal,
): Promise<EpisodeReviewDetail> {
  return apiRequest('/serial/episode-detailed-review-detail/', { query: { ...address }, signal });
}

export const episodeReviewDetailKey = (address: EpisodeReviewAddress, token: string | null) =>
  reviewKeys.detail('episode', { ...address }, token);

export function useEpisodeReviewDetail(address: EpisodeReviewAddress) {
  const token = useAuthToken();
  return useQuery(
    reviewDetailOptions('episode', { ...address }, token, (signal) => getEpisodeReviewDetail(address, signal)),
  );
}
