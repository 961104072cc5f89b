import { useMutation, useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import type { ReviewCard } from '@mfi/contract/reviews.schemas';
import type { TabPage } from './review-types';

type Tab = InfiniteData<TabPage>;

const patch = (tab: Tab | undefined, id: number, change: (card: ReviewCard) => ReviewCard): Tab | undefined =>
  tab && {
    ...tab,
    pages: tab.pages.map((page) => ({
      ...page,
      cards: page.cards.map((card) => (card.id === id ? change(card) : card)),
    })),
  };

/**
 * A review's like: the heart and the count change at once (part 2 section 4), the call follows, and a
 * failed call puts them back; the server's answer then sets the exact figures.
 */
export function useReviewLike(
  key: QueryKey,
  like: (id: number) => Promise<{ user_like: boolean; total_likes: number }>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => like(id),
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<Tab>(key);
      client.setQueryData<Tab>(key, (tab) =>
        patch(tab, id, (card) => ({
          ...card,
          user_like: !card.user_like,
          total_likes: card.total_likes + (card.user_like ? -1 : 1),
        })),
      );
      return { previous };
    },
    onError: (_error, _id, context) => client.setQueryData(key, context?.previous),
    onSuccess: (answer, id) =>
      client.setQueryData<Tab>(key, (tab) => patch(tab, id, (card) => ({ ...card, ...answer }))),
  });
}
