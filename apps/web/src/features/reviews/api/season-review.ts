import type { OwnReview, ReviewValues } from '../components/review-types';
import { apiRequest } from '../../../lib/api-client';

const PATH = '/serial/api-submit-season-review/';
type Season = { serialSlug: string; seasonSlug: string };

/** POST /serial/api-submit-season-review/ {serialSlug, seasonSlug, load: false} -> review, spoiler, review_check. */
export const loadSeasonReview = (season: Season) =>
  apiRequest<OwnReview>(PATH, { method: 'POST', body: { ...season, load: false } });

/** POST /serial/api-submit-season-review/ {review (required, ≤ 1000), spoiler, serialSlug, seasonSlug, load: true}. */
export const saveSeasonReview = (season: Season, values: ReviewValues) =>
  apiRequest<OwnReview>(PATH, {
    method: 'POST',
    body: { ...season, load: true, review: values.review, spoiler: values.spoiler },
  });
