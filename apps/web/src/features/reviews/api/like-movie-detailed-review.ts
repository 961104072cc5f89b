import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';
import { movieReviewDetailKey, type MovieReviewAddress, type MovieReviewDetail } from './get-movie-review-detail';
import { useOptimisticLike, type LikeAnswer } from './optimistic-like';

/** POST /movie/api-like-detailed-review/ {id}: likes the detailed review, or takes the like back. */
export function likeMovieDetailedReview(id: number): Promise<LikeAnswer> {
  return apiRequest('/movie/api-like-detailed-review/', { method: 'POST', body: { id } });
}

export function useLikeMovieDetailedReview(address: MovieReviewAddress, id: number) {
  const token = useAuthToken();
  return useOptimisticLike<MovieReviewDetail>(movieReviewDetailKey(address, token), () => likeMovieDetailedReview(id));
}
