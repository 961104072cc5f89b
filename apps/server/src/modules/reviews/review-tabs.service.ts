import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../../auth/auth-user';
import { loadMorePage, splitLoadMore } from '../../lib/pagination';
import { listReviewCards, REVIEW_TABS } from './review-tabs.queries';
import { toReviewCard } from './reviews.mapper';

/**
 * A title's critic or audience tab (part 2 section 7): one load-more page of review cards, newest first.
 * A guest's tab is the same for every guest: cached (lib/cache, decision 003) and tagged with its title
 * (`movie#12`), so a review of that title drops it; a member's carries their own likes and is read each
 * time. Like counts in guests' tabs may lag a like by up to the cache TTL: likes are frequent. The cached
 * value is the whole answer, so a hit is the same object and plugins/memo-serializer stringifies it once.
 */
export async function reviewTab<Kind extends keyof typeof REVIEW_TABS>(
  ctx: AppContext,
  user: AuthUser | null,
  tab: {
    /** The title's kind, which names the answer's key for the cards (`api_movie_reviews` …). */
    kind: Kind;
    /** The cache key: the title's address, the tab and the page. */
    key: string;
    /** The title, visible to the caller (or 404). */
    find: (db: Executor) => Promise<{ id: number }>;
    critic: boolean;
    loadMore: number | undefined;
  },
) {
  const compute = async () => {
    const title = await tab.find(ctx.db);
    const rows = await listReviewCards(
      ctx.db,
      REVIEW_TABS[tab.kind],
      title.id,
      tab.critic,
      user?.id ?? null,
      loadMorePage(tab.loadMore),
    );
    const { items, end_point } = splitLoadMore(rows);
    const cards = items.map((r) => toReviewCard(ctx.storage, r));
    const answer = { [`api_${tab.kind}_reviews`]: cards, end_point } as Record<`api_${Kind}_reviews`, typeof cards> & {
      end_point: boolean;
    };
    return { tag: `${tab.kind}#${title.id}`, answer };
  };
  const { answer } = await ctx.cache.wrapPublic(user === null, tab.key, compute, (t) => t.tag);
  return answer;
}
