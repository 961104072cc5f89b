import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { REVIEW_PAGES_KEY } from '../components/review-types';
import type { RequestOptions } from '../../../lib/api-client';

// TanStack Query keys and shared options of the review list and detail calls (part 2 section 7
// "Reviews"): one root per kind of title, so a like refreshes only what it changed.

export type ReviewKind = 'movie' | 'episode' | 'season';

export interface ReviewListParams {
  page: number;
  search: string;
}

export const reviewKeys = {
  all: REVIEW_PAGES_KEY,
  list: (kind: ReviewKind, params: ReviewListParams) => [...REVIEW_PAGES_KEY, kind, 'list', params] as const,
  /** By reader too: `user_like` and what a contributor may see depend on who asks. */
  detail: (kind: ReviewKind, address: Record<string, string>, token: string | null) =>
    [...REVIEW_PAGES_KEY, kind, 'detail', address, token] as const,
};

/** The list calls' query: an empty search is left out. */
export const listRequest = (params: ReviewListParams, signal?: AbortSignal): RequestOptions => ({
  query: { search: params.search || undefined, page: params.page },
  signal,
});

/** A list page: the previous page stays on screen while the next one loads. */
export const reviewListOptions = <T>(
  kind: ReviewKind,
  params: ReviewListParams,
  fetcher: (params: ReviewListParams, signal?: AbortSignal) => Promise<T>,
) =>
  queryOptions({
    queryKey: reviewKeys.list(kind, params),
    queryFn: ({ signal }) => fetcher(params, signal),
    placeholderData: keepPreviousData,
  });

/** A detail; a 404 is final by the query client's retry rule (the not-found page). */
export const reviewDetailOptions = <T>(
  kind: ReviewKind,
  address: Record<string, string>,
  token: string | null,
  fetcher: (signal?: AbortSignal) => Promise<T>,
) =>
  queryOptions({
    queryKey: reviewKeys.detail(kind, address, token),
    queryFn: ({ signal }) => fetcher(signal),
  });
