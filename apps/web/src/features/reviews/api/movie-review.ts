import type { OwnReview, ReviewValues } from '../components/review-types';
import { apiRequest } from '../../../lib/api-client';

const PATH = '/movie/api-movie-review/';

/** POST /movie/api-movie-review/ {movie, load: false} -> the caller's grade, spoiler, review, review_check. */
export const loadMovieReview = (movie: string) =>
  apiRequest<OwnReview>(PATH, { method: 'POST', body: { movie, load: false } });

/** POST /movie/api-movie-review/ {grade, review, movie, spoiler, load: true}: saves and marks the movie watched. */
export const saveMovieReview = (movie: string, values: ReviewValues) =>
  apiRequest<OwnReview>(PATH, {
    method: 'POST',
    body: { movie, load: true, grade: values.grade, review: values.review, spoiler: values.spoiler },
  });
