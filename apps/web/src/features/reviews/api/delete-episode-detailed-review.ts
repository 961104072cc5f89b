import { apiRequest } from '../../../lib/api-client';
import type { EpisodeSlugs } from './episode-review';

/** POST /serial/api-delete-episode-detailed-review/ {serialSlug, seasonSlug, episodeSlug}. */
export const deleteEpisodeDetailedReview = (episode: EpisodeSlugs) =>
  apiRequest<{ success: boolean }>('/serial/api-delete-episode-detailed-review/', { method: 'POST', body: episode });
