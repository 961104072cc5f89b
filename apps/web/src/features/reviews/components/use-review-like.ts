import type { InfiniteData, QueryKey } from '@tanstack/react-query';
import type { ReviewCard } from '@mfi/contract/reviews.schemas';
import { flipLike, useOptimisticToggle } from '../../../lib/optimistic-toggle';
import type { TabPage } from './review-types';

type Tab = InfiniteData<TabPage>;

const patch = (tab: Tab, id: number, change: (card: ReviewCard) => ReviewCard): Tab => ({
  ...tab,
  pages: tab.pages.map((page) => ({
    ...page,
    cards: page.cards.map((card) => (card.id === id ? change(card) : card)),
  })),
});

/**
 * A review's like: the heart and the count change at once (part 2 section 4), the call follows, and a
 * failed call puts them back; the server's answer then sets the exact figures.
 */
export function useReviewLike(
  key: QueryKey,
  like: (id: number) => Promise<{ user_like: boolean; total_likes: number }>,
) {
  return useOptimisticToggle<Tab, number, { user_like: boolean; total_likes: number }>({
    queryKey: key,
    exact: true,
    send: like,
    flip: (tab, id) =>
      patch(tab, id, (card) => {
        const { liked, count } = flipLike(card.user_like, card.total_likes);
        return { ...card, user_like: liked, total_likes: count };
      }),
    settle: (tab, answer, id) => patch(tab, id, (card) => ({ ...card, ...answer })),
  });
}
