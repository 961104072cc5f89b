import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { episodeDetailedReviews, episodes, seasons, serials, users } from '../../db/schema';
import { copyPublished, published as publishedChain } from '../../policies/visibility';
import { matches, type SearchTerm } from '../../lib/search';
import { pageIds } from '../../lib/catalogue-query';
import { atEpisode, withEpisodeOf } from '../../lib/title-chain';
import { memberReviewRows } from './member-reviews.queries';

/** A critic's detailed review of an episode. */
export const episodeDetailedReview = memberReviewRows(episodeDetailedReviews, episodeDetailedReviews.episodeId);

/** The list's derived copies for a review of the episode (db/schema/reviews.ts), read in the write's statement. */
function derivedCopies(episodeId: number, searchKey: string) {
  const of = sql`from ${episodes} join ${seasons} on ${seasons.id} = ${episodes.seasonId} join ${serials} on ${serials.id} = ${seasons.serialId} where ${episodes.id} = ${episodeId}`;
  return {
    episodePublished: sql<boolean>`(select ${published} ${of})`,
    listKey: sql<string>`(select concat_ws(' ', nullif(${serials.searchKey}, ''), nullif(${searchKey}, '')) ${of})`,
  };
}

/** The caller holds the serial's row lock (lockSerial), so a publish toggle cannot slip between. */
export async function upsertEpisodeDetailedReview(
  db: Executor,
  v: { episodeId: number; userId: number; title: string; review: string; searchKey: string; cover?: string },
) {
  const derived = derivedCopies(v.episodeId, v.searchKey);
  await episodeDetailedReview.save(
    db,
    { ...v, ...derived },
    { title: v.title, review: v.review, searchKey: v.searchKey, ...derived, ...(v.cover ? { cover: v.cover } : {}) },
  );
}

/**
 * Rewrites the derived copies of every detailed review of a serial's episodes, in the transaction that
 * (un)publishes the serial, a season or an episode, or retitles the serial.
 */
export async function refreshSerialReviewCopies(db: Executor, serialId: number) {
  await db.execute(sql`
    update episode_detailed_reviews r set
      episode_published = ${publishedChain('episode', 'e', 'se', 's')},
      list_key = concat_ws(' ', nullif(s.search_key, ''), nullif(r.search_key, ''))
    from episodes e join seasons se on se.id = e.season_id join serials s on s.id = se.serial_id
    where e.id = r.episode_id and s.id = ${serialId}`);
}

/** Deletes the critic's detailed review; answers its cover's media key (to remove), if there was one. */
export const deleteEpisodeDetailedReviewRow = (db: Executor, episodeId: number, userId: number) =>
  episodeDetailedReview.remove(db, episodeId, userId, { cover: episodeDetailedReviews.cover });

const published = publishedChain('episode');

/**
 * Detailed reviews of published episodes only, read from this table's derived copies: the
 * (episode_published, created_at, id) index gives the page, the list_key trigram index the search.
 * Joining the episodes, seasons and serials to filter cost ~1.5 s a page or count on the scale data.
 */
function listFilter(term: SearchTerm | undefined) {
  const shown = copyPublished(episodeDetailedReviews);
  return term ? and(shown, matches(episodeDetailedReviews.listKey, term)) : shown;
}

/** Detailed reviews with their episode, its season and its serial. */
const reviewed = <T extends PgSelect>(query: T) => withEpisodeOf(query, episodeDetailedReviews.episodeId);

const base = (db: Executor) =>
  reviewed(
    db
      .select({
        userSlug: users.slug,
        serialSlug: serials.slug,
        seasonSlug: seasons.slug,
        episodeSlug: episodes.slug,
        serialPoster: serials.poster,
        episodeName: episodes.name,
        episodeNameEn: episodes.nameEn,
        seasonName: seasons.name,
        userImage: users.image,
        username: users.username,
        title: episodeDetailedReviews.title,
      })
      .from(episodeDetailedReviews)
      .$dynamic(),
  ).innerJoin(users, eq(users.id, episodeDetailedReviews.userId));

/** The list index's own order: drizzle declares it `desc nulls last`, which a plain `desc` does not match. */
const newestFirst = [
  sql`${episodeDetailedReviews.createdAt} desc nulls last`,
  sql`${episodeDetailedReviews.id} desc nulls last`,
];

export async function listEpisodeDetailedReviews(
  db: Executor,
  term: SearchTerm | undefined,
  page: { limit: number; offset: number },
) {
  // The page's ids from the list index alone, then the 24 rows with their titles and author by primary key.
  const ids = pageIds(db, episodeDetailedReviews, { where: listFilter(term), orderBy: newestFirst, page });
  return base(db)
    .innerJoin(ids, eq(ids.id, episodeDetailedReviews.id))
    .orderBy(...newestFirst);
}

export async function countEpisodeDetailedReviews(db: Executor, term: SearchTerm | undefined) {
  const [row] = await db.select({ total: count() }).from(episodeDetailedReviews).where(listFilter(term));
  return row.total;
}

export async function findEpisodeDetailedReviewPage(
  db: Executor,
  s: { slug: string; serialSlug: string; seasonSlug: string; episodeSlug: string },
  viewerId: number | null,
) {
  const [row] = await reviewed(
    db
      .select({
        id: episodeDetailedReviews.id,
        userId: episodeDetailedReviews.userId,
        title: episodeDetailedReviews.title,
        review: episodeDetailedReviews.review,
        cover: episodeDetailedReviews.cover,
        createdAt: episodeDetailedReviews.createdAt,
        likesCount: episodeDetailedReviews.likesCount,
        username: users.username,
        userSlug: users.slug,
        serialSlug: serials.slug,
        seasonSlug: seasons.slug,
        episodeSlug: episodes.slug,
        poster: sql<string | null>`coalesce(${seasons.poster}, ${serials.poster})`,
        publish: sql<boolean>`${published}`,
        userLike:
          viewerId === null
            ? sql<boolean>`false`
            : sql<boolean>`exists (select 1 from episode_detailed_review_likes l where l.review_id = ${episodeDetailedReviews.id} and l.user_id = ${viewerId})`,
      })
      .from(episodeDetailedReviews)
      .$dynamic(),
  )
    .innerJoin(users, eq(users.id, episodeDetailedReviews.userId))
    .where(and(eq(users.slug, s.slug), atEpisode(s)));
  return row;
}

export async function listRecentEpisodeReviewsByAuthor(db: Executor, userId: number, exceptId: number, limit: number) {
  return reviewed(
    db
      .select({
        serialSlug: serials.slug,
        seasonSlug: seasons.slug,
        episodeSlug: episodes.slug,
        poster: sql<string | null>`coalesce(${seasons.poster}, ${serials.poster})`,
        title: episodeDetailedReviews.title,
        createdAt: episodeDetailedReviews.createdAt,
      })
      .from(episodeDetailedReviews)
      .$dynamic(),
  )
    .where(and(eq(episodeDetailedReviews.userId, userId), ne(episodeDetailedReviews.id, exceptId), published))
    .orderBy(desc(episodeDetailedReviews.createdAt), desc(episodeDetailedReviews.id))
    .limit(limit);
}

export async function findEpisodeDetailedReviewVisibility(db: Executor, reviewId: number) {
  const [row] = await reviewed(
    db
      .select({ id: episodeDetailedReviews.id, publish: sql<boolean>`${published}` })
      .from(episodeDetailedReviews)
      .$dynamic(),
  ).where(eq(episodeDetailedReviews.id, reviewId));
  return row;
}
