import type { OwnReview } from '../components/review-types';
import { apiRequest } from '../../../lib/api-client';
import type { EpisodeSlugs } from './episode-review';

/** POST /serial/api-delete-episode-review/ {serialSlug, seasonSlug, episodeSlug}. */
export const deleteEpisodeReview = (episode: EpisodeSlugs) =>
  apiRequest<OwnReview>('/serial/api-delete-episode-review/', { method: 'POST', body: episode });
