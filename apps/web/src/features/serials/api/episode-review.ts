import type { OwnReview, ReviewValues } from '../../../components/reviews/review-types';
import { apiRequest } from '../../../lib/api-client';

const PATH = '/serial/api-submit-episode-review/';
export type EpisodeSlugs = { serialSlug: string; seasonSlug: string; episodeSlug: string };

/** POST /serial/api-submit-episode-review/ {serialSlug, seasonSlug, episodeSlug, load: true} -> grade, spoiler, review, review_check. */
export const loadEpisodeReview = (episode: EpisodeSlugs) =>
  apiRequest<OwnReview>(PATH, { method: 'POST', body: { ...episode, load: true } });

/** POST /serial/api-submit-episode-review/ {grade, review, serialSlug, seasonSlug, episodeSlug, spoiler, load: false}. */
export const saveEpisodeReview = (episode: EpisodeSlugs, values: ReviewValues) =>
  apiRequest<OwnReview>(PATH, {
    method: 'POST',
    body: { ...episode, load: false, grade: values.grade, review: values.review, spoiler: values.spoiler },
  });
