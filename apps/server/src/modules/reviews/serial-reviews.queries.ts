import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { placeholder as p, preparedOnce } from '../../db/prepared';
import type { RatingFields } from './rating-fields';
import { episodeReviews, episodes, seasonDetailedReviews, seasonReviews, seasons, serials } from '../../db/schema';
import { atEpisode, atSeason, type EpisodeAddress, withSeasonAndSerial, withSerial } from '../../lib/title-chain';
import { published } from '../../policies/visibility';
import { memberReviewRows } from './member-reviews.queries';
import { toggleReviewLike } from './review-likes.queries';

// Season and episode reviews. The titles are found by their slugs here, on the shared tables (the serials
// module's queries are its own); visibility follows the serials module's rule: guests need the episode,
// its season and its serial published.

export async function findSeasonBySlugs(db: Executor, serialSlug: string, seasonSlug: string) {
  const [row] = await withSerial(
    db
      .select({ id: seasons.id, serialId: serials.id, publish: published('season') })
      .from(seasons)
      .$dynamic(),
  ).where(atSeason({ serialSlug, seasonSlug }));
  return row;
}

export async function findEpisodeBySlugs(db: Executor, s: EpisodeAddress) {
  const episode = { id: episodes.id, seasonId: seasons.id, serialId: serials.id, publish: published('episode') };
  const [row] = await withSeasonAndSerial(db.select(episode).from(episodes).$dynamic()).where(atEpisode(s));
  return row;
}

/** The serial row, locked: every episode rating write of a serial serializes on it (its figures span all). */
export async function lockSerial(db: Executor, serialId: number) {
  await db.select({ id: serials.id }).from(serials).where(eq(serials.id, serialId)).for('update');
}

/** An episode's figures from all its ratings (SQL function db/functions/recompute_episode_figures.sql). */
export async function recomputeEpisodeGrades(db: Executor, episodeId: number) {
  await db.execute(sql`select recompute_episode_figures(${episodeId}::int)`);
}

export type EpisodeRating = EpisodeAddress & RatingFields;
const rateStatement = (db: Executor) =>
  db
    .select({
      id: sql<number>`rated_episode`,
      seasonId: sql<number>`rated_season`,
      serialId: sql<number>`rated_serial`,
    })
    .from(
      sql`rate_episode(${p('serialSlug')}::text, ${p('seasonSlug')}::text, ${p('episodeSlug')}::text, ${p('userId')}::int, ${p('grade')}::int, ${p('review')}::text, ${p('spoiler')}::boolean, ${p('critic')}::boolean)`,
    )
    .prepare('rate_episode');
const preparedRate = preparedOnce(rateStatement);

/**
 * Saves a rating of a published episode, marks it watched and recomputes the figures of the episode, its
 * season and its serial under the serial's row lock, in one call of the SQL function rate_episode
 * (db/functions/rate_episode.sql). Answers the three ids, or undefined when the episode is missing or unpublished.
 */
export async function rateEpisode(db: Executor, r: EpisodeRating) {
  const [row] = await preparedRate(db).execute(r);
  return row as { id: number; seasonId: number; serialId: number } | undefined;
}

// A member's rating and review of a season or an episode, and a critic's detailed review of a season.

export const seasonReview = memberReviewRows(seasonReviews, seasonReviews.seasonId);
export const episodeReview = memberReviewRows(episodeReviews, episodeReviews.episodeId);
export const seasonDetailedReview = memberReviewRows(seasonDetailedReviews, seasonDetailedReviews.seasonId);

export const upsertSeasonReview = (
  db: Executor,
  v: { seasonId: number; userId: number; review: string; spoiler: boolean; critic: boolean },
) => seasonReview.save(db, v, { review: v.review, spoiler: v.spoiler, critic: v.critic });

export const upsertEpisodeReview = (
  db: Executor,
  v: { episodeId: number; userId: number; grade: number; review: string; spoiler: boolean; critic: boolean },
) => episodeReview.save(db, v, { grade: v.grade, review: v.review, spoiler: v.spoiler, critic: v.critic });

export const upsertSeasonDetailedReview = (
  db: Executor,
  v: { seasonId: number; userId: number; title: string; review: string; searchKey: string },
) => seasonDetailedReview.save(db, v, { title: v.title, review: v.review, searchKey: v.searchKey });

/** Toggles the like when the review is one of the title's; undefined when it is not. */
export async function toggleSeasonReviewLike(db: Executor, seasonId: number, reviewId: number, userId: number) {
  if (!(await seasonReview.isOf(db, reviewId, seasonId))) return undefined;
  return toggleReviewLike(db, 'season', reviewId, userId);
}

export async function toggleEpisodeReviewLike(db: Executor, episodeId: number, reviewId: number, userId: number) {
  if (!(await episodeReview.isOf(db, reviewId, episodeId))) return undefined;
  return toggleReviewLike(db, 'episode', reviewId, userId);
}
