import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CommentListResponse, deletedResponse } from '@mfi/contract/short-messages.schemas';
import { apiRequest } from '../../../lib/api-client';
import { updateFeedMessage } from './feed-cache';
import { feedKeys } from './feed-keys';

type Deleted = z.infer<typeof deletedResponse>;

/** POST /user/api/v-user-deletecomment/ {id}: its author or an admin. */
export function deleteComment(id: number): Promise<Deleted> {
  return apiRequest('/user/api/v-user-deletecomment/', { method: 'POST', body: { id } });
}

/** A deleted comment leaves its message's list and the message's count drops by one on the feed's card. */
export function useDeleteComment(message: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: (_answer, id) => {
      client.setQueriesData<CommentListResponse>({ queryKey: feedKeys.commentsOf(message) }, (list) =>
        list === undefined
          ? list
          : {
              ...list,
              comments: list.comments.filter((c) => c.id !== id),
              comment_count: Math.max(0, list.comment_count - 1),
            },
      );
      updateFeedMessage(client, message, (card) => ({ ...card, comment_count: Math.max(0, card.comment_count - 1) }));
    },
  });
}
