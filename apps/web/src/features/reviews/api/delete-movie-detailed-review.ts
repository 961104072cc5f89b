import { apiRequest } from '../../../lib/api-client';

/** POST /movie/api-movie-delete-detailed-review/ {movie}. */
export const deleteMovieDetailedReview = (movie: string) =>
  apiRequest<{ success: boolean }>('/movie/api-movie-delete-detailed-review/', { method: 'POST', body: { movie } });
