import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { festivalSearchResponse } from '@mfi/contract/festival.schemas';
import { apiRequest } from '../../../lib/api-client';
import { festivalKeys } from './festival-keys';

export type FestivalPick = z.infer<typeof festivalSearchResponse>['festival_list'][number];

/** GET /award/search-festival-list/ {festival}: the edition form's picker, at most 20. */
export function searchFestivals(festival: string, signal?: AbortSignal): Promise<FestivalPick[]> {
  return apiRequest<z.infer<typeof festivalSearchResponse>>('/award/search-festival-list/', {
    query: { festival: festival || undefined },
    signal,
  }).then((answer) => answer.festival_list);
}

/** The picker's options: the first 20 festivals before any typing, then those matching the text. */
export function useFestivalSearch(text: string) {
  const term = text.trim();
  return useQuery({
    queryKey: festivalKeys.search(term),
    queryFn: ({ signal }) => searchFestivals(term, signal),
    staleTime: 60_000,
  });
}
