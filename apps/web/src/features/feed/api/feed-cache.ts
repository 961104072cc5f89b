import type { QueryClient } from '@tanstack/react-query';
import type { FeedResponse } from '@mfi/contract/feed.schemas';
import type { ShortMessage } from '@mfi/contract/short-messages.schemas';
import { feedKeys } from './feed-keys';

/** A feed page with message `id` passed through `change` (a like, a comment count); the same page if absent. */
export function mapFeedMessage(
  feed: FeedResponse,
  id: number,
  change: (message: ShortMessage) => ShortMessage,
): FeedResponse {
  let changed = false;
  const cards = feed.api_user_action_list.map((card) => {
    if (card.name !== 'short-message' || card.values.message.id !== id) return card;
    changed = true;
    return { ...card, values: { ...card.values, message: change(card.values.message) } };
  });
  return changed ? { ...feed, api_user_action_list: cards } : feed;
}

/** Changes message `id` on every cached feed page at once. */
export function updateFeedMessage(client: QueryClient, id: number, change: (message: ShortMessage) => ShortMessage) {
  client.setQueriesData<FeedResponse>({ queryKey: feedKeys.feeds }, (feed) =>
    feed === undefined ? feed : mapFeedMessage(feed, id, change),
  );
}
