import type { DetailedReview, DetailedValues } from '../components/review-types';
import { apiRequest } from '../../../lib/api-client';

const PATH = '/movie/api-movie-detailed-review/';

/** POST /movie/api-movie-detailed-review/ {movie, load: false} -> title, review (critics). */
export const loadMovieDetailedReview = (movie: string) =>
  apiRequest<DetailedReview>(PATH, { method: 'POST', body: { movie, load: false } });

/** POST /movie/api-movie-detailed-review/ {movie, title, review, load: true}. */
export const saveMovieDetailedReview = (movie: string, values: DetailedValues) =>
  apiRequest<DetailedReview>(PATH, {
    method: 'POST',
    body: { movie, load: true, title: values.title, review: values.review },
  });
