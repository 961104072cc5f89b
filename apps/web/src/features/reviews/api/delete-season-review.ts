import type { OwnReview } from '../components/review-types';
import { apiRequest } from '../../../lib/api-client';

/** POST /serial/api-delete-season-review/ {serialSlug, seasonSlug}. */
export const deleteSeasonReview = (season: { serialSlug: string; seasonSlug: string }) =>
  apiRequest<OwnReview>('/serial/api-delete-season-review/', { method: 'POST', body: season });
