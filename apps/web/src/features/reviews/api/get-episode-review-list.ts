import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { episodeReviewListResponse } from '@mfi/contract/reviews.schemas';
import { apiRequest } from '../../../lib/api-client';
import { listRequest, reviewListOptions, type ReviewListParams } from './review-keys';

export type EpisodeReviewList = z.infer<typeof episodeReviewListResponse>;

/** GET /serial/episode-detailed-review-list/ {search, page}: critics' detailed reviews of episodes. */
export function getEpisodeReviewList(params: ReviewListParams, signal?: AbortSignal): Promise<EpisodeReviewList> {
  return apiRequest('/serial/episode-detailed-review-list/', listRequest(params, signal));
}

export const useEpisodeReviewList = (params: ReviewListParams) =>
  useQuery(reviewListOptions('episode', params, getEpisodeReviewList));
