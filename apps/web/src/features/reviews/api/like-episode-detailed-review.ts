import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';
import {
  episodeReviewDetailKey,
  type EpisodeReviewAddress,
  type EpisodeReviewDetail,
} from './get-episode-review-detail';
import { useOptimisticLike, type LikeAnswer } from './optimistic-like';

/** POST /serial/api-like-detailed-review/ {id}: likes the detailed review, or takes the like back. */
export function likeEpisodeDetailedReview(id: number): Promise<LikeAnswer> {
  return apiRequest('/serial/api-like-detailed-review/', { method: 'POST', body: { id } });
}

export function useLikeEpisodeDetailedReview(address: EpisodeReviewAddress, id: number) {
  const token = useAuthToken();
  return useOptimisticLike<EpisodeReviewDetail>(episodeReviewDetailKey(address, token), () =>
    likeEpisodeDetailedReview(id),
  );
}
