import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { EpisodeDetailResponse } from './get-episode-detail';
import { serialKeys } from './serial-keys';

export type EpisodeFlag = 'watched' | 'watching';
type Flags = { user_watched: boolean; user_watching: boolean };
const PATHS: Record<EpisodeFlag, string> = {
  watched: '/serial/api-watched-episode/',
  watching: '/serial/api-watching-episode/',
};
const FIELDS: Record<EpisodeFlag, keyof Flags> = { watched: 'user_watched', watching: 'user_watching' };

/** POST /serial/api-watched-episode/ and /api-watching-episode/ {serialSlug, seasonSlug, episodeSlug}. */
export function useToggleEpisodeFlag(serialSlug: string, seasonSlug: string, episodeSlug: string) {
  const client = useQueryClient();
  const key = serialKeys.episode(serialSlug, seasonSlug, episodeSlug);
  return useMutation({
    mutationFn: (flag: EpisodeFlag) =>
      apiRequest<Flags>(PATHS[flag], { method: 'POST', body: { serialSlug, seasonSlug, episodeSlug } }),
    onMutate: async (flag) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueriesData<EpisodeDetailResponse>({ queryKey: key });
      client.setQueriesData<EpisodeDetailResponse>({ queryKey: key }, (old) =>
        old ? { ...old, [FIELDS[flag]]: !old[FIELDS[flag]] } : old,
      );
      return { previous };
    },
    onError: (_error, _flag, context) => {
      context?.previous.forEach(([queryKey, data]) => client.setQueryData(queryKey, data));
    },
    onSuccess: (flags) => {
      client.setQueriesData<EpisodeDetailResponse>({ queryKey: key }, (old) => (old ? { ...old, ...flags } : old));
    },
  });
}
