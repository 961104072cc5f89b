import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { episodeReviews, episodes, seasonDetailedReviews, seasonReviews, seasons, serials } from '../../db/schema';
import { toggleReviewLike } from './review-likes.queries';

// Season and episode reviews. The titles are found by their slugs here, on the shared tables (the serials
// module's queries are its own); visibility follows the serials module's rule: guests need the episode,
// its season and its serial published.

export async function findSeasonBySlugs(db: Executor, serialSlug: string, seasonSlug: string) {
  const [row] = await db
    .select({ id: seasons.id, serialId: serials.id, publish: sql<boolean>`${seasons.publish} and ${serials.publish}` })
    .from(seasons)
    .innerJoin(serials, eq(serials.id, seasons.serialId))
    .where(and(eq(serials.slug, serialSlug), eq(seasons.slug, seasonSlug)));
  return row;
}

export async function findEpisodeBySlugs(db: Executor, s: { serialSlug: string; seasonSlug: string; episodeSlug: string }) {
  const [row] = await db
    .select({ id: episodes.id, seasonId: seasons.id, serialId: serials.id, publish: sql<boolean>`${episodes.publish} and ${seasons.publish} and ${serials.publish}` })
    .from(episodes)
    .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
    .innerJoin(serials, eq(serials.id, seasons.serialId))
    .where(and(eq(serials.slug, s.serialSlug), eq(seasons.slug, s.seasonSlug), eq(episodes.slug, s.episodeSlug)));
  return row;
}

/** The serial row, locked: every episode rating write of a serial serializes on it (its figures span all). */
export async function lockSerial(db: Executor, serialId: number) {
  await db.select({ id: serials.id }).from(serials).where(eq(serials.id, serialId)).for('update');
}

export async function recomputeEpisodeGrades(db: Executor, episodeId: number) {
  await db.execute(sql`
    update episodes e set
      critic_grade = s.critic_grade, critic_count = s.critic_count,
      audience_grade = s.audience_grade, audience_count = s.audience_count
    from (
      select avg(grade) filter (where critic)::real as critic_grade, count(*) filter (where critic)::int as critic_count,
             avg(grade) filter (where not critic)::real as audience_grade, count(*) filter (where not critic)::int as audience_count
      from episode_reviews where episode_id = ${episodeId}
    ) s
    where e.id = ${episodeId}`);
}

// Seasons ---------------------------------------------------------------------------------------------

export async function findSeasonReview(db: Executor, seasonId: number, userId: number) {
  const [row] = await db.select().from(seasonReviews).where(and(eq(seasonReviews.seasonId, seasonId), eq(seasonReviews.userId, userId)));
  return row;
}

export async function upsertSeasonReview(db: Executor, v: { seasonId: number; userId: number; review: string; spoiler: boolean; critic: boolean }) {
  await db
    .insert(seasonReviews)
    .values(v)
    .onConflictDoUpdate({ target: [seasonReviews.seasonId, seasonReviews.userId], set: { review: v.review, spoiler: v.spoiler, critic: v.critic, updatedAt: sql`now()` } });
}

export async function deleteSeasonReviewRow(db: Executor, seasonId: number, userId: number) {
  await db.delete(seasonReviews).where(and(eq(seasonReviews.seasonId, seasonId), eq(seasonReviews.userId, userId)));
}

export async function toggleSeasonReviewLike(db: Executor, seasonId: number, reviewId: number, userId: number) {
  const [review] = await db.select({ id: seasonReviews.id }).from(seasonReviews).where(and(eq(seasonReviews.id, reviewId), eq(seasonReviews.seasonId, seasonId)));
  if (!review) return undefined;
  return toggleReviewLike(db, 'season', reviewId, userId);
}

// Episodes --------------------------------------------------------------------------------------------

export async function findEpisodeReview(db: Executor, episodeId: number, userId: number) {
  const [row] = await db.select().from(episodeReviews).where(and(eq(episodeReviews.episodeId, episodeId), eq(episodeReviews.userId, userId)));
  return row;
}

export async function upsertEpisodeReview(db: Executor, v: { episodeId: number; userId: number; grade: number; review: string; spoiler: boolean; critic: boolean }) {
  await db
    .insert(episodeReviews)
    .values(v)
    .onConflictDoUpdate({
      target: [episodeReviews.episodeId, episodeReviews.userId],
      set: { grade: v.grade, review: v.review, spoiler: v.spoiler, critic: v.critic, updatedAt: sql`now()` },
    });
}

export async function deleteEpisodeReviewRow(db: Executor, episodeId: number, userId: number) {
  await db.delete(episodeReviews).where(and(eq(episodeReviews.episodeId, episodeId), eq(episodeReviews.userId, userId)));
}

export async function toggleEpisodeReviewLike(db: Executor, episodeId: number, reviewId: number, userId: number) {
  const [review] = await db.select({ id: episodeReviews.id }).from(episodeReviews).where(and(eq(episodeReviews.id, reviewId), eq(episodeReviews.episodeId, episodeId)));
  if (!review) return undefined;
  return toggleReviewLike(db, 'episode', reviewId, userId);
}

// Season detailed reviews ------------------------------------------------------------------------------

export async function findSeasonDetailedReview(db: Executor, seasonId: number, userId: number) {
  const [row] = await db
    .select({ title: seasonDetailedReviews.title, review: seasonDetailedReviews.review })
    .from(seasonDetailedReviews)
    .where(and(eq(seasonDetailedReviews.seasonId, seasonId), eq(seasonDetailedReviews.userId, userId)));
  return row;
}

export async function upsertSeasonDetailedReview(db: Executor, v: { seasonId: number; userId: number; title: string; review: string; searchKey: string }) {
  await db
    .insert(seasonDetailedReviews)
    .values(v)
    .onConflictDoUpdate({ target: [seasonDetailedReviews.seasonId, seasonDetailedReviews.userId], set: { title: v.title, review: v.review, searchKey: v.searchKey, updatedAt: sql`now()` } });
}

export async function deleteSeasonDetailedReviewRow(db: Executor, seasonId: number, userId: number) {
  await db.delete(seasonDetailedReviews).where(and(eq(seasonDetailedReviews.seasonId, seasonId), eq(seasonDetailedReviews.userId, userId)));
}
