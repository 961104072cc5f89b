import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { seasonDetail, seasonDetailResponse, seasonImage } from '@mfi/contract/serials.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';
import { serialKeys } from './serial-keys';

export type ArchiveImage = z.infer<typeof seasonImage>;

/** Season detail of part 2 section 3, with the grades the season page shows, as the contract types it. */
export type SeasonDetail = z.infer<typeof seasonDetail>;
export type SeasonDetailResponse = z.infer<typeof seasonDetailResponse>;
export type UserReactions = SeasonDetailResponse['user_reactions'];
export type TopReactions = SeasonDetailResponse['top_reactions'];

/** GET /serial/api-season-detail/ {serialSlug, seasonSlug}; a guest gets 404 for an unpublished season. */
export function getSeasonDetail(serialSlug: string, seasonSlug: string, signal?: AbortSignal) {
  return apiRequest<SeasonDetailResponse>('/serial/api-season-detail/', { query: { serialSlug, seasonSlug }, signal });
}

export function useSeasonDetail(serialSlug: string, seasonSlug: string) {
  const token = useAuthToken();
  return useQuery({
    queryKey: [...serialKeys.season(serialSlug, seasonSlug), 'detail', token],
    queryFn: ({ signal }) => getSeasonDetail(serialSlug, seasonSlug, signal),
  });
}
