import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { seasonReviewDetailResponse } from '@mfi/contract/season-review-pages.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';
import { reviewDetailOptions, reviewKeys } from './review-keys';

export type SeasonReviewDetail = z.infer<typeof seasonReviewDetailResponse>;
export interface SeasonReviewAddress {
  slug: string;
  serialSlug: string;
  seasonSlug: string;
}

/** GET /serial/season-detailed-review-detail/ {slug (the author), serialSlug, seasonSlug}. */
export function getSeasonReviewDetail(address: SeasonReviewAddress, signal?: AbortSignal): Promise<SeasonReviewDetail> {
  return apiRequest('/serial/season-detailed-review-detail/', { query: { ...address }, signal });
}

export const seasonReviewDetailKey = (address: SeasonReviewAddress, token: string | null) =>
  reviewKeys.detail('season', { ...address }, token);

export function useSeasonReviewDetail(address: SeasonReviewAddress) {
  const token = useAuthToken();
  return useQuery(
    reviewDetailOptions('season', { ...address }, token, (signal) => getSeasonReviewDetail(address, signal)),
  );
}
