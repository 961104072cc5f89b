import type { OwnReview, ReviewValues } from '../components/review-types';
import { apiRequest } from '../../../lib/api-client';

const PATH = '/serial/api-submit-episode-review/';
export type EpisodeSlugs = { serialSlug: string; seasonSlug: string; episodeSlug: string };

/** POST /serial/api-submit-episode-review/ {serialSlug, seasonSlug, episodeSlug, load: false} -> grade, spoiler, review, review_check. */
export const loadEpisodeReview = (episode: EpisodeSlugs) =>
  apiRequest<OwnReview>(PATH, { method: 'POST', body: { ...episode, load: false } });

/** POST /serial/api-submit-episode-review/ {grade, review, serialSlug, seasonSlug, episodeSlug, spoiler, load: true}. */
export const saveEpisodeReview = (episode: EpisodeSlugs, values: ReviewValues) =>
  apiRequest<OwnReview>(PATH, {
    method: 'POST',
    body: { ...episode, load: true, grade: values.grade, review: values.review, spoiler: values.spoiler },
  });
