import { and, count, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { episodeDetailedReviewLikes, episodeDetailedReviews, episodes, seasons, serials, users } from '../../db/schema';
import { matches, type SearchTerm } from '../../lib/search';

export async function findEpisodeDetailedReview(db: Executor, episodeId: number, userId: number) {
  const [row] = await db
    .select()
    .from(episodeDetailedReviews)
    .where(and(eq(episodeDetailedReviews.episodeId, episodeId), eq(episodeDetailedReviews.userId, userId)));
  return row;
}

export async function upsertEpisodeDetailedReview(
  db: Executor,
  v: { episodeId: number; userId: number; title: string; review: string; searchKey: string; cover?: string },
) {
  const set = { title: v.title, review: v.review, searchKey: v.searchKey, updatedAt: sql`now()`, ...(v.cover ? { cover: v.cover } : {}) };
  await db.insert(episodeDetailedReviews).values(v).onConflictDoUpdate({ target: [episodeDetailedReviews.episodeId, episodeDetailedReviews.userId], set });
}

export async function deleteEpisodeDetailedReviewRow(db: Executor, episodeId: number, userId: number) {
  const rows = await db
    .delete(episodeDetailedReviews)
    .where(and(eq(episodeDetailedReviews.episodeId, episodeId), eq(episodeDetailedReviews.userId, userId)))
    .returning({ cover: episodeDetailedReviews.cover });
  return rows[0];
}

const published = sql`${episodes.publish} and ${seasons.publish} and ${serials.publish}`;

function listFilter(term: SearchTerm | undefined) {
  return term ? and(published, or(matches(serials.searchKey, term), matches(episodeDetailedReviews.searchKey, term))) : published;
}

const base = (db: Executor) =>
  db
    .select({
      userSlug: users.slug,
      serialSlug: serials.slug,
      seasonSlug: seasons.slug,
      episodeSlug: episodes.slug,
      serialPoster: serials.poster,
      episodeName: episodes.name,
      seasonName: seasons.name,
      userImage: users.image,
      username: users.username,
      title: episodeDetailedReviews.title,
    })
    .from(episodeDetailedReviews)
    .innerJoin(episodes, eq(episodes.id, episodeDetailedReviews.episodeId))
    .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
    .innerJoin(serials, eq(serials.id, seasons.serialId))
    .innerJoin(users, eq(users.id, episodeDetailedReviews.userId));

export async function listEpisodeDetailedReviews(db: Executor, term: SearchTerm | undefined, page: { limit: number; offset: number }) {
  return base(db)
    .where(listFilter(term))
    .orderBy(desc(episodeDetailedReviews.createdAt), desc(episodeDetailedReviews.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countEpisodeDetailedReviews(db: Executor, term: SearchTerm | undefined) {
  const [row] = await db
    .select({ total: count() })
    .from(episodeDetailedReviews)
    .innerJoin(episodes, eq(episodes.id, episodeDetailedReviews.episodeId))
    .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
    .innerJoin(serials, eq(serials.id, seasons.serialId))
    .where(listFilter(term));
  return row.total;
}

export async function findEpisodeDetailedReviewPage(
  db: Executor,
  s: { slug: string; serialSlug: string; seasonSlug: string; episodeSlug: string },
  viewerId: number | null,
) {
  const [row] = await db
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
    .innerJoin(users, eq(users.id, episodeDetailedReviews.userId))
    .innerJoin(episodes, eq(episodes.id, episodeDetailedReviews.episodeId))
    .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
    .innerJoin(serials, eq(serials.id, seasons.serialId))
    .where(and(eq(users.slug, s.slug), eq(serials.slug, s.serialSlug), eq(seasons.slug, s.seasonSlug), eq(episodes.slug, s.episodeSlug)));
  return row;
}

export async function listRecentEpisodeReviewsByAuthor(db: Executor, userId: number, exceptId: number, limit: number) {
  return db
    .select({
      serialSlug: serials.slug,
      seasonSlug: seasons.slug,
      episodeSlug: episodes.slug,
      poster: sql<string | null>`coalesce(${seasons.poster}, ${serials.poster})`,
      title: episodeDetailedReviews.title,
      createdAt: episodeDetailedReviews.createdAt,
    })
    .from(episodeDetailedReviews)
    .innerJoin(episodes, eq(episodes.id, episodeDetailedReviews.episodeId))
    .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
    .innerJoin(serials, eq(serials.id, seasons.serialId))
    .where(and(eq(episodeDetailedReviews.userId, userId), ne(episodeDetailedReviews.id, exceptId), published))
    .orderBy(desc(episodeDetailedReviews.createdAt), desc(episodeDetailedReviews.id))
    .limit(limit);
}

export async function findEpisodeDetailedReviewVisibility(db: Executor, reviewId: number) {
  const [row] = await db
    .select({ id: episodeDetailedReviews.id, publish: sql<boolean>`${published}` })
    .from(episodeDetailedReviews)
    .innerJoin(episodes, eq(episodes.id, episodeDetailedReviews.episodeId))
    .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
    .innerJoin(serials, eq(serials.id, seasons.serialId))
    .where(eq(episodeDetailedReviews.id, reviewId));
  return row;
}

export async function toggleEpisodeDetailedReviewLike(db: Executor, reviewId: number, userId: number) {
  const added = await db
    .insert(episodeDetailedReviewLikes)
    .values({ reviewId, userId })
    .onConflictDoNothing()
    .returning({ id: episodeDetailedReviewLikes.reviewId });
  const liked = added.length > 0;
  if (!liked) {
    await db.delete(episodeDetailedReviewLikes).where(and(eq(episodeDetailedReviewLikes.reviewId, reviewId), eq(episodeDetailedReviewLikes.userId, userId)));
  }
  const [row] = await db
    .update(episodeDetailedReviews)
    .set({ likesCount: sql`greatest(${episodeDetailedReviews.likesCount} + ${liked ? 1 : -1}, 0)` })
    .where(eq(episodeDetailedReviews.id, reviewId))
    .returning({ likes: episodeDetailedReviews.likesCount });
  return { liked, likes: row.likes };
}
