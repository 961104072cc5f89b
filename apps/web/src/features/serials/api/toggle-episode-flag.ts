import { apiRequest } from '../../../lib/api-client';
import { useOptimisticToggle } from '../../../lib/optimistic-toggle';
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
  return useOptimisticToggle<EpisodeDetailResponse, EpisodeFlag, Flags>({
    queryKey: serialKeys.episode(serialSlug, seasonSlug, episodeSlug),
    send: (flag) => apiRequest<Flags>(PATHS[flag], { method: 'POST', body: { serialSlug, seasonSlug, episodeSlug } }),
    flip: (episode, flag) => ({ ...episode, [FIELDS[flag]]: !episode[FIELDS[flag]] }),
    settle: (episode, flags) => ({ ...episode, ...flags }),
  });
}
