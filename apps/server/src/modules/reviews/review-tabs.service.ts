import type { AppContext } from '../../context';
import type { AuthUser } from '../../plugins/auth';

/**
 * A guest's tab is the same for every guest: cached (lib/cache, decision 003) until the next review
 * write; a member's carries their own likes and is read each time. Like counts in guests' tabs may lag
 * a like by up to the cache TTL: likes are frequent, and clearing the catalogue cache on each would
 * cost every page its hit rate.
 */
export function guestTab<T>(ctx: AppContext, user: AuthUser | null, key: string, compute: () => Promise<T>) {
  return ctx.cache.wrapPublic(user === null, key, compute);
}
