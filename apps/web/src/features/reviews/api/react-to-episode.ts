import type { UserReactions } from '../components/reaction-slots';
import { apiRequest } from '../../../lib/api-client';
import type { EpisodeSlugs } from './episode-review';

/** POST /serial/api-episode-react/ {serial, season, episode, react, reaction}: the chosen reaction is sent (the original lost it). */
export const reactToEpisode = (episode: EpisodeSlugs, react: number, reaction: string | null) =>
  apiRequest<{ user_reactions: UserReactions }>('/serial/api-episode-react/', {
    method: 'POST',
    body: {
      serial: episode.serialSlug,
      season: episode.seasonSlug,
      episode: episode.episodeSlug,
      react,
      reaction: reaction ?? '',
    },
  });
