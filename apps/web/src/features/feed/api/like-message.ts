import type { LikeMessageResponse } from '@mfi/contract/short-messages.schemas';
import { apiRequest } from '../../../lib/api-client';
import { flipLike, useOptimisticToggle } from '../../../lib/optimistic-toggle';
import { mapFeedMessage } from './feed-cache';
import type { FeedResponse } from '@mfi/contract/feed.schemas';
import { feedKeys } from './feed-keys';

/** POST /user/api/v-user-liketweet/ {message}: toggles the caller's like. */
export function likeMessage(message: number): Promise<LikeMessageResponse> {
  return apiRequest('/user/api/v-user-liketweet/', { method: 'POST', body: { message } });
}

/**
 * A message's heart (part 1 section 4): it flips and the count moves by one at once on every feed page that
 * shows it, the call follows, a failure puts them back, and the server's figures have the last word.
 */
export function useLikeMessage() {
  return useOptimisticToggle<FeedResponse, number, LikeMessageResponse>({
    queryKey: feedKeys.feeds,
    send: likeMessage,
    flip: (page, id) =>
      mapFeedMessage(page, id, (message) => {
        const { liked, count } = flipLike(message.user_like, message.message_likes);
        return { ...message, user_like: liked, message_likes: count };
      }),
    settle: (page, answer, id) => mapFeedMessage(page, id, (message) => ({ ...message, ...answer })),
  });
}
