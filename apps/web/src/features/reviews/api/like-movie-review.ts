import { apiRequest } from '../../../lib/api-client';

/** POST /movie/api-like-movie-review/ {movie, review} -> user_like, total_likes. */
export const likeMovieReview = (movie: string, review: number) =>
  apiRequest<{ user_like: boolean; total_likes: number }>('/movie/api-like-movie-review/', {
    method: 'POST',
    body: { movie, review },
  });
