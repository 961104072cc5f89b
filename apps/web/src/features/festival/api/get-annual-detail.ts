import { useQuery } from '@tanstack/react-query';
import type { AnnualDetailResponse } from '@mfi/contract/festival.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';
import { festivalKeys } from './festival-keys';

/** GET /award/annual-detail/ {slug, year}: the edition, its winners and its nominees by category; 404 if none. */
export function fetchAnnualDetail(slug: string, year: number, signal?: AbortSignal): Promise<AnnualDetailResponse> {
  return apiRequest<AnnualDetailResponse>('/award/annual-detail/', { query: { slug, year }, signal });
}

/** Keyed by token too: the answer carries the caller's `can_manage` and the films they may see. */
export function useAnnualDetail(slug: string, year: number) {
  const token = useAuthToken();
  return useQuery({
    queryKey: [...festivalKeys.annual(slug, year), token],
    queryFn: ({ signal }) => fetchAnnualDetail(slug, year, signal),
  });
}
