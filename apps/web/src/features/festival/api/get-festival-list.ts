import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { festivalListResponse } from '@mfi/contract/festival.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';
import { festivalKeys } from './festival-keys';

export type FestivalList = z.infer<typeof festivalListResponse>;

/** GET /award/festival-list/ {name}: every festival, filtered on either name. */
export function fetchFestivalList(name: string, signal?: AbortSignal): Promise<FestivalList> {
  return apiRequest<FestivalList>('/award/festival-list/', { query: { name: name || undefined }, signal });
}

/** Keyed by token too: the answer carries the caller's `can_manage`. */
export function useFestivalList(name: string) {
  const term = name.trim();
  const token = useAuthToken();
  return useQuery({
    queryKey: [...festivalKeys.list(term), token],
    queryFn: ({ signal }) => fetchFestivalList(term, signal),
    placeholderData: keepPreviousData,
  });
}
