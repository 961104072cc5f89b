import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';
import { seasonReviewDetailKey, type SeasonReviewAddress, type SeasonReviewDetail } from './get-season-review-detail';
import { useOptimisticLike, type LikeAnswer } from './optimistic-like';

/** POST /serial/api-like-season-detailed-review/ {id}: likes the detailed review, or takes the like back. */
export function likeSeasonDetailedReview(id: number): Promise<LikeAnswer> {
  return apiRequest('/serial/api-like-season-detailed-review/', { method: 'POST', body: { id } });
}

export function useLikeSeasonDetailedReview(address: SeasonReviewAddress, id: number) {
  const token = useAuthToken();
  return useOptimisticLike<SeasonReviewDetail>(seasonReviewDetailKey(address, token), () =>
    likeSeasonDetailedReview(id),
  );
}
