import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchKind, SiteSearchResponse } from '@mfi/contract/search.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';

export type SiteSearchParams = { q: string; kind?: SearchKind; page?: number };

/** The answer is a contributor's own (unpublished items): keyed by the token, so signing out never shows it. */
export const searchKeys = {
  all: ['search'] as const,
  query: (params: SiteSearchParams, token: string | null) => ['search', params, token] as const,
};

/** GET /search/ (issue 24): every kind's best few and counts, or with `kind` a page of that kind. */
export function getSiteSearch(params: SiteSearchParams, signal?: AbortSignal): Promise<SiteSearchResponse> {
  return apiRequest('/search/', { query: params, signal });
}

/**
 * The search as typed: an empty text asks nothing. The query's signal is handed to fetch, so TanStack Query
 * cancels a request whose text has moved on before it answered.
 */
export function useSiteSearch(params: SiteSearchParams) {
  const token = useAuthToken();
  const q = params.q.trim();
  return useQuery({
    queryKey: searchKeys.query({ ...params, q }, token),
    queryFn: ({ signal }) => getSiteSearch({ ...params, q }, signal),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
