import type { DetailedReview, DetailedValues } from '../components/review-types';
import { apiRequest } from '../../../lib/api-client';
import type { EpisodeSlugs } from './episode-review';

const PATH = '/serial/api-submit-episode-detailed-review/';

/** POST /serial/api-submit-episode-detailed-review/ {serialSlug, seasonSlug, episodeSlug, load: false} -> title, review, cover. */
export const loadEpisodeDetailedReview = (episode: EpisodeSlugs) =>
  apiRequest<DetailedReview>(PATH, { method: 'POST', body: { ...episode, load: false } });

/** The same call as a form: title, review, load true and the optional JPEG `cover` (critics). */
export function saveEpisodeDetailedReview(episode: EpisodeSlugs, values: DetailedValues) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...episode, title: values.title, review: values.review, load: 'true' }))
    form.append(name, value);
  if (values.cover) form.append('cover', values.cover, 'cover.jpg');
  return apiRequest<DetailedReview>(PATH, { method: 'POST', body: form });
}
