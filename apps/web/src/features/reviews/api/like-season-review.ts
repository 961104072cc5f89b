import { apiRequest } from '../../../lib/api-client';

/** POST /serial/api-like-season-review/ {serial, season, review} (serial and season are slugs). */
export const likeSeasonReview = (serial: string, season: string, review: number) =>
  apiRequest<{ user_like: boolean; total_likes: number }>('/serial/api-like-season-review/', {
    method: 'POST',
    body: { serial, season, review },
  });
