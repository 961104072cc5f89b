import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CommentListResponse, submitCommentResponse } from '@mfi/contract/short-messages.schemas';
import { apiRequest } from '../../../lib/api-client';
import { updateFeedMessage } from './feed-cache';
import { feedKeys } from './feed-keys';

type SubmitAnswer = z.infer<typeof submitCommentResponse>;

/** POST /user/api/v-user-submitcomment/ {message, comment}: answers the new comment and the message's count. */
export function submitComment(message: number, comment: string): Promise<SubmitAnswer> {
  return apiRequest('/user/api/v-user-submitcomment/', { method: 'POST', body: { message, comment } });
}

/** The new comment ends the message's list (oldest first) and its count moves on the feed's card. */
export function useSubmitComment(message: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (comment: string) => submitComment(message, comment),
    onSuccess: ({ comment, comment_count }) => {
      client.setQueriesData<CommentListResponse>({ queryKey: feedKeys.commentsOf(message) }, (list) =>
        list === undefined ? list : { ...list, comments: [...list.comments, comment], comment_count },
      );
      updateFeedMessage(client, message, (card) => ({ ...card, comment_count }));
    },
  });
}
