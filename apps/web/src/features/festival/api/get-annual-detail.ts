import { useQuery } from '@tanstack/react-query';
import type { AnnualDetailResponse } from '@mfi/contract/festival.schemas';
import { apiRequest } from '../../../lib/api-client';
import { festivalKeys } from './festival-keys';

/** GET /award/annual-detail/ {slug, year}: the edition, its winners and its nominees by category; 404 if none. */
export function fetchAnnualDetail(slug: string, year: number, signal?: AbortSignal): Promise<AnnualDetailResponse> {
  return apiRequest<AnnualDetailResponse>('/award/annual-detail/', { query: { slug, year }, signal });
}

export function useAnnualDetail(slug: string, year: number) {
  return useQuery({
    queryKey: festivalKeys.annual(slug, year),
    queryFn: ({ signal }) => fetchAnnualDetail(slug, year, signal),
  });
}
