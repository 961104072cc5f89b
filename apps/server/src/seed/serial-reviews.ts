import { inArray } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { users } from '../db/schema';
import { sanitizeRichText } from '../lib/html';
import { searchKeyOf } from '../lib/transliterate';
import { episodeReactionRows, seasonReactionRows } from '../modules/reactions/reactions.queries';
import {
  episodeDetailedReview,
  upsertEpisodeDetailedReview,
} from '../modules/reviews/episode-detailed-reviews.queries';
import * as q from '../modules/reviews/serial-reviews.queries';
import { setEpisodeWatched } from '../modules/serials/episodes.service';
import { recomputeSeasonGrades, recomputeSerialGrades } from '../modules/serials/serials.service';
import { seedDemoReviewers } from './reviews';
import {
  DEMO_EPISODE_DETAILED_REVIEWS,
  DEMO_EPISODE_REACTIONS,
  DEMO_EPISODE_REVIEWS,
  DEMO_SEASON_DETAILED_REVIEWS,
  DEMO_SEASON_REACTIONS,
  DEMO_SEASON_REVIEWS,
} from './serial-reviews-data';

// Demo episode ratings, season reviews, the critic's detailed reviews and reactions (issue 5) on the
// published demo serials, written through the reviews module's own queries as its services do: a rating
// marks the episode watched, and every touched episode, season and serial has its grades recomputed.
// Safe to run again: a review, detailed review or reaction set the user already has is left alone.

const episodeSlugs = (serialSlug: string, season: number, episode: number) => ({
  serialSlug,
  seasonSlug: `season-${season}`,
  episodeSlug: `episode-${episode}`,
});

/** The demo users by username, with their critic flag (a review's tab follows it). */
async function reviewers(db: Executor) {
  const names = [
    ...new Set([...DEMO_EPISODE_REVIEWS.map((r) => r[3]), ...DEMO_SEASON_REVIEWS.map((r) => r[2]), 'critic']),
  ];
  const rows = await db
    .select({ id: users.id, username: users.username, critic: users.critic })
    .from(users)
    .where(inArray(users.username, names));
  return new Map(rows.map((u) => [u.username, u]));
}

/** Adds what is missing; returns how many episode ratings it added. */
export async function seedSerialReviews(db: Db) {
  await seedDemoReviewers(db);
  return db.transaction(async (tx) => {
    const people = await reviewers(tx);
    const critic = people.get('critic');
    const touched = new Map<number, { id: number; seasonId: number; serialId: number }>();
    let added = 0;

    for (const [serial, season, number, username, grade, review, spoiler] of DEMO_EPISODE_REVIEWS) {
      const user = people.get(username);
      const episode = await q.findEpisodeBySlugs(tx, episodeSlugs(serial, season, number));
      if (!user || !episode?.publish || (await q.episodeReview.find(tx, episode.id, user.id))) continue;
      await q.upsertEpisodeReview(tx, {
        episodeId: episode.id,
        userId: user.id,
        grade,
        review,
        spoiler: spoiler ?? false,
        critic: user.critic,
      });
      await setEpisodeWatched(tx, episode.id, user.id, true);
      touched.set(episode.id, episode);
      added += 1;
    }
    for (const e of touched.values()) await q.recomputeEpisodeGrades(tx, e.id);
    for (const seasonId of new Set([...touched.values()].map((e) => e.seasonId)))
      await recomputeSeasonGrades(tx, seasonId);
    for (const serialId of new Set([...touched.values()].map((e) => e.serialId)))
      await recomputeSerialGrades(tx, serialId);

    for (const [serial, number, username, review, spoiler] of DEMO_SEASON_REVIEWS) {
      const user = people.get(username);
      const season = await q.findSeasonBySlugs(tx, serial, `season-${number}`);
      if (!user || !season?.publish || (await q.seasonReview.find(tx, season.id, user.id))) continue;
      await q.upsertSeasonReview(tx, {
        seasonId: season.id,
        userId: user.id,
        review,
        spoiler: spoiler ?? false,
        critic: user.critic,
      });
    }

    // A detailed review stands beside the critic's own rating or season review, as the services require.
    for (const [serial, season, number, title, html] of DEMO_EPISODE_DETAILED_REVIEWS) {
      const episode = await q.findEpisodeBySlugs(tx, episodeSlugs(serial, season, number));
      if (!critic || !episode?.publish || !(await q.episodeReview.find(tx, episode.id, critic.id))) continue;
      if (await episodeDetailedReview.find(tx, episode.id, critic.id)) continue;
      await upsertEpisodeDetailedReview(tx, {
        episodeId: episode.id,
        userId: critic.id,
        title,
        review: sanitizeRichText(html),
        searchKey: searchKeyOf(title),
      });
    }
    for (const [serial, number, title, html] of DEMO_SEASON_DETAILED_REVIEWS) {
      const season = await q.findSeasonBySlugs(tx, serial, `season-${number}`);
      if (!critic || !season?.publish || !(await q.seasonReview.find(tx, season.id, critic.id))) continue;
      if (await q.seasonDetailedReview.find(tx, season.id, critic.id)) continue;
      await q.upsertSeasonDetailedReview(tx, {
        seasonId: season.id,
        userId: critic.id,
        title,
        review: sanitizeRichText(html),
        searchKey: searchKeyOf(title),
      });
    }

    // Reactions: only for a user who has none on the title yet, one per slot (the unique keys refuse repeats).
    for (const [serial, number, username, picks] of DEMO_SEASON_REACTIONS) {
      const user = people.get(username);
      const season = await q.findSeasonBySlugs(tx, serial, `season-${number}`);
      if (!user || !season?.publish || (await seasonReactionRows.mine(tx, season.id, user.id)).length) continue;
      for (const [slot, reaction] of picks.entries())
        await seasonReactionRows.setSlot(tx, season.id, user.id, slot + 1, reaction);
    }
    for (const [serial, season, number, username, picks] of DEMO_EPISODE_REACTIONS) {
      const user = people.get(username);
      const episode = await q.findEpisodeBySlugs(tx, episodeSlugs(serial, season, number));
      if (!user || !episode?.publish || (await episodeReactionRows.mine(tx, episode.id, user.id)).length) continue;
      for (const [slot, reaction] of picks.entries())
        await episodeReactionRows.setSlot(tx, episode.id, user.id, slot + 1, reaction);
    }
    return added;
  });
}
