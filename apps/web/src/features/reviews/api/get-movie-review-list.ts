import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { movieReviewListResponse } from '@mfi/contract/reviews.schemas';
import { apiRequest } from '../../../lib/api-client';
import { listRequest, reviewListOptions, type ReviewListParams } from './review-keys';

export type MovieReviewList = z.infer<typeof movieReviewListResponse>;

/** GET /movie/api-movie-review-list/ {search, page}: critics' detailed reviews of movies, newest first. */
export function getMovieReviewList(params: ReviewListParams, signal?: AbortSignal): Promise<MovieReviewList> {
  return apiRequest('/movie/api-movie-review-list/', listRequest(params, signal));
}

export const useMovieReviewList = (params: ReviewListParams) =>
  useQuery(reviewListOptions('movie', params, getMovieReviewList));
