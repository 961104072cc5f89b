import type { AppContext } from '../../context';
import type { AuthUser } from '../../plugins/auth';

/**
 * A guest's tab is the same for every guest: cached (lib/cache, decision 003) and tagged with its title
 * (`movie#12`), so a review of that title drops it; a member's carries their own likes and is read each
 * time. Like counts in guests' tabs may lag a like by up to the cache TTL: likes are frequent.
 */
export async function guestTab<T>(ctx: AppContext, user: AuthUser | null, key: string, compute: () => Promise<{ tag: string; answer: T }>) {
  const { answer } = await ctx.cache.wrapPublic(user === null, key, compute, (tab) => tab.tag);
  return answer;
}
