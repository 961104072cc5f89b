import { useQuery } from '@tanstack/react-query';
import type { FestivalDetailResponse } from '@mfi/contract/festival.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';
import { festivalKeys } from './festival-keys';

/** GET /award/festival-detail/ {slug}: the festival and its editions, newest first; 404 for an unknown one. */
export function fetchFestivalDetail(slug: string, signal?: AbortSignal): Promise<FestivalDetailResponse> {
  return apiRequest<FestivalDetailResponse>('/award/festival-detail/', { query: { slug }, signal });
}

/**
 * `enabled` false: no call (the edition form asks only when the address names a festival). Keyed by token
 * too: the answer carries the caller's `can_manage`.
 */
export function useFestivalDetail(slug: string, enabled = true) {
  const token = useAuthToken();
  return useQuery({
    queryKey: [...festivalKeys.detail(slug), token],
    queryFn: ({ signal }) => fetchFestivalDetail(slug, signal),
    enabled,
  });
}
