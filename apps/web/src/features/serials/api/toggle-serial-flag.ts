import { useFlagToggle } from '../../../components/catalogue/flag-toggle';
import { apiRequest } from '../../../lib/api-client';
import type { EpisodeDetailResponse } from './get-episode-detail';
import type { SerialDetailResponse } from './get-serial-detail';
import { serialKeys } from './serial-keys';

export type SerialFlag = 'favorite' | 'watch';
export type EpisodeFlag = 'watched' | 'watching';

const PATHS: Record<SerialFlag | EpisodeFlag, string> = {
  favorite: '/serial/api-favorite-serial/',
  watch: '/serial/api-watch-serial/',
  watched: '/serial/api-watched-episode/',
  watching: '/serial/api-watching-episode/',
};

/** POST /serial/api-favorite-serial/ and /api-watch-serial/ {serial} -> {user_favorite, user_watch}. */
export const useToggleSerialFlag = (slug: string) =>
  useFlagToggle<SerialDetailResponse, SerialFlag, { user_favorite: boolean; user_watch: boolean }>(
    serialKeys.detail(slug),
    (flag) => apiRequest(PATHS[flag], { method: 'POST', body: { serial: slug } }),
  );

/** POST /serial/api-watched-episode/ and /api-watching-episode/ {serialSlug, seasonSlug, episodeSlug}. */
export const useToggleEpisodeFlag = (serialSlug: string, seasonSlug: string, episodeSlug: string) =>
  useFlagToggle<EpisodeDetailResponse, EpisodeFlag, { user_watched: boolean; user_watching: boolean }>(
    serialKeys.episode(serialSlug, seasonSlug, episodeSlug),
    (flag) => apiRequest(PATHS[flag], { method: 'POST', body: { serialSlug, seasonSlug, episodeSlug } }),
  );
