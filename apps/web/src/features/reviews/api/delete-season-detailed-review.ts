import { apiRequest } from '../../../lib/api-client';

/** POST /serial/api-delete-season-detailed-review/ {serialSlug, seasonSlug}. */
export const deleteSeasonDetailedReview = (season: { serialSlug: string; seasonSlug: string }) =>
  apiRequest<{ success: boolean }>('/serial/api-delete-season-detailed-review/', { method: 'POST', body: season });
