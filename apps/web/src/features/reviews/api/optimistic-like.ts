import type { QueryKey } from '@tanstack/react-query';
import { flipLike, useOptimisticToggle } from '../../../lib/optimistic-toggle';

// The like on a review detail (part 2 section 4): the heart and the count move at once; a failed call
// puts them back; the server's answer has the last word.

export interface LikeAnswer {
  user_like: boolean;
  total_likes: number;
}

type WithLike = { review_detail: LikeAnswer };

export function useOptimisticLike<T extends WithLike>(queryKey: QueryKey, like: () => Promise<LikeAnswer>) {
  const patch = (data: T, next: LikeAnswer): T => ({ ...data, review_detail: { ...data.review_detail, ...next } });
  return useOptimisticToggle<T, void, LikeAnswer>({
    queryKey,
    exact: true,
    send: like,
    flip: (data) => {
      const { liked, count } = flipLike(data.review_detail.user_like, data.review_detail.total_likes);
      return patch(data, { user_like: liked, total_likes: count });
    },
    settle: (data, answer) => patch(data, answer),
  });
}
