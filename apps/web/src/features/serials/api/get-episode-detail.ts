import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';
import type { TopReactions, UserReactions } from './get-season-detail';
import { serialKeys } from './serial-keys';

/** Episode detail of part 2 section 3; previous/next are the neighbours' slugs (null at the ends). */
export type EpisodeDetail = {
  id?: number;
  serial_poster: string | null;
  ser_title: string;
  sea_title: string;
  season_num: number;
  season_poster: string | null;
  e_num: number;
  e_title: string;
  runtime: number | null;
  plot: string;
  eng_plot: string;
  background: string | null;
  grade: number | null;
  a_grade: number | null;
  critics: number;
  audiences: number;
  publish: boolean;
  previous_episode: string | null;
  next_episode: string | null;
};
export type EpisodeDetailResponse = {
  episode_detail: EpisodeDetail;
  user_watched: boolean;
  user_watching: boolean;
  user_reactions?: UserReactions;
  top_reactions?: TopReactions;
};

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
