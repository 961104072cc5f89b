import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { seasonReviewListResponse } from '@mfi/contract/season-review-pages.schemas';
import { apiRequest } from '../../../lib/api-client';
import { listRequest, reviewListOptions, type ReviewListParams } from './review-keys';

export type SeasonReviewList = z.infer<typeof seasonReviewListResponse>;

/** GET /serial/season-detailed-review-list/ {search, page}: critics' detailed reviews of seasons. */
export function getSeasonReviewList(params: ReviewListParams, signal?: AbortSignal): Promise<SeasonReviewList> {
  return apiRequest('/serial/season-detailed-review-list/', listRequest(params, signal));
}

export const useSeasonReviewList = (params: ReviewListParams) =>
  useQuery(reviewListOptions('season', params, getSeasonReviewList));
