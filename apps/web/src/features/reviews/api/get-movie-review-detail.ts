import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { reviewDetailResponse } from '@mfi/contract/reviews.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';
import { reviewDetailOptions, reviewKeys } from './review-keys';

export type MovieReviewDetail = z.infer<typeof reviewDetailResponse>;
export interface MovieReviewAddress {
  slug: string;
  movieSlug: string;
}

/** GET /movie/api-review-detail/ {slug (the author), movieSlug}. */
export function getMovieReviewDetail(address: MovieReviewAddress, signal?: AbortSignal): Promise<MovieReviewDetail> {
  return apiRequest('/movie/api-review-detail/', { query: { ...address }, signal });
}

export const movieReviewDetailKey = (address: MovieReviewAddress, token: string | null) =>
  reviewKeys.detail('movie', { ...address }, token);

export function useMovieReviewDetail(address: MovieReviewAddress) {
  const token = useAuthToken();
  return useQuery(
    reviewDetailOptions('movie', { ...address }, token, (signal) => getMovieReviewDetail(address, signal)),
  );
}
