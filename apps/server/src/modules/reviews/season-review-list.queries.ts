import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { type PgSelect, union } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { seasonDetailedReviewLikes, seasonDetailedReviews, seasons, serials, users } from '../../db/schema';
import { published as publishedChain } from '../../policies/visibility';
import { matches, type SearchTerm } from '../../lib/search';
import { atSeason, withSeasonOf } from '../../lib/title-chain';

// The /season-review list and detail: critics' detailed reviews of seasons whose season and serial are
// published. A page walks season_detailed_reviews_created_idx newest first and joins by primary key,
// stopping after the page; the count joins every review to its season and serial (critics write few:
// one per critic and season).

// The indexes hold created_at and id DESC NULLS LAST (drizzle-kit's form); a plain DESC means NULLS FIRST
// and would not read them in order, so a page would sort every review instead of stopping after 24.
const newestFirst = [
  sql`${seasonDetailedReviews.createdAt} desc nulls last`,
  sql`${seasonDetailedReviews.id} desc nulls last`,
];
const published = publishedChain('season');
const poster = sql<string | null>`coalesce(${seasons.poster}, ${serials.poster})`;

/**
 * The search is one `id IN (… UNION …)`: the reviews whose title matches, and those of seasons whose
 * search_key (the serial's titles and the season's name) matches, each from its trigram index. As one
 * IN (not an OR of two) the planner joins from those few ids instead of testing every review.
 */
function listFilter(db: Executor, term: SearchTerm | undefined) {
  if (!term) return published;
  const titled = db
    .select({ id: seasonDetailedReviews.id })
    .from(seasonDetailedReviews)
    .where(matches(seasonDetailedReviews.searchKey, term));
  const ofNamedSeasons = db
    .select({ id: seasonDetailedReviews.id })
    .from(seasonDetailedReviews)
    .innerJoin(seasons, eq(seasons.id, seasonDetailedReviews.seasonId))
    .where(matches(seasons.searchKey, term));
  return and(published, inArray(seasonDetailedReviews.id, union(titled, ofNamedSeasons)));
}

/** Detailed reviews with their season and its serial. */
const reviewed = <T extends PgSelect>(query: T) => withSeasonOf(query, seasonDetailedReviews.seasonId);

export async function listSeasonDetailedReviews(
  db: Executor,
  term: SearchTerm | undefined,
  page: { limit: number; offset: number },
) {
  return reviewed(
    db
      .select({
        userSlug: users.slug,
        serialSlug: serials.slug,
        seasonSlug: seasons.slug,
        serialPoster: serials.poster,
        seasonPoster: seasons.poster,
        serialTitle: serials.mTitle,
        seasonName: seasons.name,
        seasonNum: seasons.seasonNum,
        userImage: users.image,
        username: users.username,
        title: seasonDetailedReviews.title,
      })
      .from(seasonDetailedReviews)
      .$dynamic(),
  )
    .innerJoin(users, eq(users.id, seasonDetailedReviews.userId))
    .where(listFilter(db, term))
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
}

export async function countSeasonDetailedReviews(db: Executor, term: SearchTerm | undefined) {
  const [row] = await reviewed(db.select({ total: count() }).from(seasonDetailedReviews).$dynamic()).where(
    listFilter(db, term),
  );
  return row.total;
}

/** A detailed review by its author's slug and the season's address, with the viewer's like. */
export async function findSeasonDetailedReviewPage(
  db: Executor,
  s: { slug: string; serialSlug: string; seasonSlug: string },
  viewerId: number | null,
) {
  const [row] = await reviewed(
    db
      .select({
        id: seasonDetailedReviews.id,
        userId: seasonDetailedReviews.userId,
        title: seasonDetailedReviews.title,
        review: seasonDetailedReviews.review,
        createdAt: seasonDetailedReviews.createdAt,
        likesCount: seasonDetailedReviews.likesCount,
        username: users.username,
        userSlug: users.slug,
        serialSlug: serials.slug,
        seasonSlug: seasons.slug,
        poster,
        publish: published,
        userLike:
          viewerId === null
            ? sql<boolean>`false`
            : sql<boolean>`exists (select 1 from ${seasonDetailedReviewLikes} l where l.review_id = ${seasonDetailedReviews.id} and l.user_id = ${viewerId})`,
      })
      .from(seasonDetailedReviews)
      .$dynamic(),
  )
    .innerJoin(users, eq(users.id, seasonDetailedReviews.userId))
    .where(and(eq(users.slug, s.slug), atSeason(s)));
  return row;
}

/** The author's most recent other season reviews of published seasons (season_detailed_reviews_user_idx). */
export async function listRecentSeasonReviewsByAuthor(db: Executor, userId: number, exceptId: number, limit: number) {
  return reviewed(
    db
      .select({
        serialSlug: serials.slug,
        seasonSlug: seasons.slug,
        poster,
        title: seasonDetailedReviews.title,
        createdAt: seasonDetailedReviews.createdAt,
      })
      .from(seasonDetailedReviews)
      .$dynamic(),
  )
    .where(and(eq(seasonDetailedReviews.userId, userId), ne(seasonDetailedReviews.id, exceptId), published))
    .orderBy(...newestFirst)
    .limit(limit);
}

export async function findSeasonDetailedReviewVisibility(db: Executor, reviewId: number) {
  const [row] = await reviewed(
    db.select({ id: seasonDetailedReviews.id, publish: published }).from(seasonDetailedReviews).$dynamic(),
  ).where(eq(seasonDetailedReviews.id, reviewId));
  return row;
}
