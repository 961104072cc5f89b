import type { HomeReviewsQuery } from '@mfi/contract/home.schemas';
import { HOME_REVIEWS, HOME_TITLES } from '@mfi/contract/limits';
import type { ServiceDeps } from '../../context';
import type { AuthUser } from '../../auth/auth-user';
import { toEpisodeReviewCard, toLatestTitle, toReviewCard } from './home.mapper';
import * as q from './home.queries';

// The home page's calls (part 1 section 7 "Home", issue 16). The home is the site's front: every reader,
// a contributor too, sees what a guest sees (published titles only, the policy's view of no one), so each
// rail is one cached answer (lib/cache, decision 003). The catalogue writes' after-writes clear it (a title
// unpublished leaves the rails at once), the community writes' (a rating or review) refresh it within
// about a second; an author's new name or picture shows within the TTL. The reader's own part is the
// members they blocked, whose writing they do not see: left out of the cached cards per request.

type Deps = ServiceDeps<'db' | 'cache' | 'storage'>;

/** The rows behind a cached rail: the answer, and each card's author for the block filter. */
type Rail<T> = { cards: T[]; authors: number[] };

async function withoutBlocked<T>(deps: Deps, user: AuthUser | null, rail: Rail<T>) {
  if (!user || rail.cards.length === 0) return { latest_review_list: rail.cards };
  const blocked = new Set(await q.blockedBy(deps.db, user.id));
  if (!rail.authors.some((id) => blocked.has(id))) return { latest_review_list: rail.cards };
  return { latest_review_list: rail.cards.filter((_, i) => !blocked.has(rail.authors[i])) };
}

/** GET /movie/api-home-latest-movie-reviews/ {critic, detailed}: the latest movie reviews, newest first. */
export async function homeMovieReviews(deps: Deps, user: AuthUser | null, query: HomeReviewsQuery) {
  const where = { ...query, viewer: null };
  const rail = await deps.cache.wrap(`home:movie-reviews:${query.critic}:${query.detailed}`, async () => {
    const rows = await q.latestMovieReviews(deps.db, where, HOME_REVIEWS);
    return { cards: rows.map((r) => toReviewCard(deps.storage, r, query.critic)), authors: rows.map((r) => r.userId) };
  });
  return withoutBlocked(deps, user, rail);
}

/** GET /serial/api-home-latest-episode-reviews/ {critic, detailed}: the latest episode reviews, newest first. */
export async function homeEpisodeReviews(deps: Deps, user: AuthUser | null, query: HomeReviewsQuery) {
  const where = { ...query, viewer: null };
  const rail = await deps.cache.wrap(`home:episode-reviews:${query.critic}:${query.detailed}`, async () => {
    const rows = await q.latestEpisodeReviews(deps.db, where, HOME_REVIEWS);
    return {
      cards: rows.map((r) => toEpisodeReviewCard(deps.storage, r, query.critic)),
      authors: rows.map((r) => r.userId),
    };
  });
  return withoutBlocked(deps, user, rail);
}

/** GET /movie/api-home-latest-movie-list/ and /serial/api-home-latest-serial-list/: the newest published titles. */
export function homeLatestMovies(deps: Deps) {
  return deps.cache.wrap('home:latest:movie', async () => {
    const rows = await q.latestTitles(deps.db, 'movie', null, HOME_TITLES);
    return { latest_movie_list: rows.map((r) => toLatestTitle(deps.storage, r)) };
  });
}

export function homeLatestSerials(deps: Deps) {
  return deps.cache.wrap('home:latest:serial', async () => {
    const rows = await q.latestTitles(deps.db, 'serial', null, HOME_TITLES);
    return { latest_serial_list: rows.map((r) => toLatestTitle(deps.storage, r)) };
  });
}
