import type { CommentListResponse, LikeCommentResponse } from '@mfi/contract/short-messages.schemas';
import { apiRequest } from '../../../lib/api-client';
import { flipLike, useOptimisticToggle } from '../../../lib/optimistic-toggle';
import { feedKeys } from './feed-keys';

/** POST /user/api/v-user-likecomment/ {message, comment}: toggles the caller's like. */
export function likeComment(message: number, comment: number): Promise<LikeCommentResponse> {
  return apiRequest('/user/api/v-user-likecomment/', { method: 'POST', body: { message, comment } });
}

const mapComment = (
  list: CommentListResponse,
  id: number,
  change: (comment: CommentListResponse['comments'][number]) => CommentListResponse['comments'][number],
): CommentListResponse => ({ ...list, comments: list.comments.map((c) => (c.id === id ? change(c) : c)) });

/** A comment's heart: flips at once, rolls back on failure, then takes the server's figures. */
export function useLikeComment(message: number) {
  return useOptimisticToggle<CommentListResponse, number, LikeCommentResponse>({
    queryKey: feedKeys.commentsOf(message),
    send: (comment) => likeComment(message, comment),
    flip: (list, id) =>
      mapComment(list, id, (comment) => {
        const { liked, count } = flipLike(comment.user_like, comment.comment_likes);
        return { ...comment, user_like: liked, comment_likes: count };
      }),
    settle: (list, answer, id) => mapComment(list, id, (comment) => ({ ...comment, ...answer })),
  });
}
