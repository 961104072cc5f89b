import type { OwnReview } from '../components/review-types';
import { apiRequest } from '../../../lib/api-client';

/** POST /movie/api-movie-delete-review/ {movie}: clears grade, review, watched and the review flag. */
export const deleteMovieReview = (movie: string) =>
  apiRequest<OwnReview>('/movie/api-movie-delete-review/', { method: 'POST', body: { movie } });
