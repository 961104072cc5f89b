import type { DetailedReview, DetailedValues } from '../components/review-types';
import { apiRequest } from '../../../lib/api-client';

const PATH = '/serial/api-submit-season-detailed-review/';
type Season = { serialSlug: string; seasonSlug: string };

/** POST /serial/api-submit-season-detailed-review/ {serialSlug, seasonSlug, load: false} -> title, review (critics). */
export const loadSeasonDetailedReview = (season: Season) =>
  apiRequest<DetailedReview>(PATH, { method: 'POST', body: { ...season, load: false } });

/** POST /serial/api-submit-season-detailed-review/ {serialSlug, seasonSlug, title, review, load: true}. */
export const saveSeasonDetailedReview = (season: Season, values: DetailedValues) =>
  apiRequest<DetailedReview>(PATH, {
    method: 'POST',
    body: { ...season, load: true, title: values.title, review: values.review },
  });
