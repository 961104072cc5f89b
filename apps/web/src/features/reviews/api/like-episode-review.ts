import { apiRequest } from '../../../lib/api-client';
import type { EpisodeSlugs } from './episode-review';

/** POST /serial/api-like-episode-review/ {serialSlug, seasonSlug, episodeSlug, review}. */
export const likeEpisodeReview = (episode: EpisodeSlugs, review: number) =>
  apiRequest<{ user_like: boolean; total_likes: number }>('/serial/api-like-episode-review/', {
    method: 'POST',
    body: { ...episode, review },
  });
