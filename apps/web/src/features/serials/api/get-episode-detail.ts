import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { episodeDetail, episodeDetailResponse } from '@mfi/contract/serials.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';
import { serialKeys } from './serial-keys';

/** Episode detail of part 2 section 3; previous/next are the neighbours' slugs (null at the ends). */
export type EpisodeDetail = z.infer<typeof episodeDetail>;
export type EpisodeDetailResponse = z.infer<typeof episodeDetailResponse>;

/** GET /serial/api-episode-detail/ {serialSlug, seasonSlug, episodeSlug}. */
export function getEpisodeDetail(serialSlug: string, seasonSlug: string, episodeSlug: string, signal?: AbortSignal) {
  return apiRequest<EpisodeDetailResponse>('/serial/api-episode-detail/', {
    query: { serialSlug, seasonSlug, episodeSlug },
    signal,
  });
}

export function useEpisodeDetail(serialSlug: string, seasonSlug: string, episodeSlug: string) {
  const token = useAuthToken();
  return useQuery({
    queryKey: [...serialKeys.episode(serialSlug, seasonSlug, episodeSlug), token],
    queryFn: ({ signal }) => getEpisodeDetail(serialSlug, seasonSlug, episodeSlug, signal),
  });
}
