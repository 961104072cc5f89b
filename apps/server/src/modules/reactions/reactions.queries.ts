import { and, count, desc, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { episodeReactions, episodes, movieReactions, seasonReactions, seasons } from '../../db/schema';
import { atEpisode, atSeason, withSeasonAndSerial, withSerial } from '../../lib/title-chain';
import { published } from '../../policies/visibility';

export async function findUserMovieReactions(db: Executor, movieId: number, userId: number) {
  return db
    .select({ slot: movieReactions.slot, reaction: movieReactions.reaction })
    .from(movieReactions)
    .where(and(eq(movieReactions.movieId, movieId), eq(movieReactions.userId, userId)));
}

export async function clearMovieReactionSlot(db: Executor, movieId: number, userId: number, slot: number) {
  await db
    .delete(movieReactions)
    .where(and(eq(movieReactions.movieId, movieId), eq(movieReactions.userId, userId), eq(movieReactions.slot, slot)));
}

/** False when the reaction is already in another of the user's slots (the unique key refuses it). */
export async function putMovieReaction(db: Executor, movieId: number, userId: number, slot: number, reaction: string) {
  const rows = await db
    .insert(movieReactions)
    .values({ movieId, userId, slot, reaction })
    .onConflictDoNothing()
    .returning({ slot: movieReactions.slot });
  return rows.length > 0;
}

type ReactionTable = typeof movieReactions | typeof seasonReactions | typeof episodeReactions;

/** A title's reactions by how many people picked them, most first (one grouped scan of the title's rows). */
async function countReactions(db: Executor, table: ReactionTable, owner: PgColumn, id: number) {
  return db
    .select({ reaction: table.reaction, count: count() })
    .from(table)
    .where(eq(owner, id))
    .groupBy(table.reaction)
    .orderBy(desc(count()), table.reaction);
}

export const countMovieReactions = (db: Executor, movieId: number) =>
  countReactions(db, movieReactions, movieReactions.movieId, movieId);
export const countSeasonReactions = (db: Executor, seasonId: number) =>
  countReactions(db, seasonReactions, seasonReactions.seasonId, seasonId);
export const countEpisodeReactions = (db: Executor, episodeId: number) =>
  countReactions(db, episodeReactions, episodeReactions.episodeId, episodeId);

// Seasons and episodes: the title by its slugs (visible when it and its parents are published), then the
// same slot writes on their tables.

export async function findSeasonRef(db: Executor, serialSlug: string, seasonSlug: string) {
  const [row] = await withSerial(
    db
      .select({ id: seasons.id, publish: published('season') })
      .from(seasons)
      .$dynamic(),
  ).where(atSeason({ serialSlug, seasonSlug }));
  return row;
}

export async function findEpisodeRef(db: Executor, serialSlug: string, seasonSlug: string, episodeSlug: string) {
  const [row] = await withSeasonAndSerial(
    db
      .select({ id: episodes.id, publish: published('episode') })
      .from(episodes)
      .$dynamic(),
  ).where(atEpisode({ serialSlug, seasonSlug, episodeSlug }));
  return row;
}

export async function setSeasonReactionSlot(
  db: Executor,
  seasonId: number,
  userId: number,
  slot: number,
  reaction: string | null,
) {
  await db
    .delete(seasonReactions)
    .where(
      and(eq(seasonReactions.seasonId, seasonId), eq(seasonReactions.userId, userId), eq(seasonReactions.slot, slot)),
    );
  if (!reaction) return true;
  const rows = await db
    .insert(seasonReactions)
    .values({ seasonId, userId, slot, reaction })
    .onConflictDoNothing()
    .returning({ slot: seasonReactions.slot });
  return rows.length > 0;
}

export async function findUserSeasonReactions(db: Executor, seasonId: number, userId: number) {
  return db
    .select({ slot: seasonReactions.slot, reaction: seasonReactions.reaction })
    .from(seasonReactions)
    .where(and(eq(seasonReactions.seasonId, seasonId), eq(seasonReactions.userId, userId)));
}

export async function setEpisodeReactionSlot(
  db: Executor,
  episodeId: number,
  userId: number,
  slot: number,
  reaction: string | null,
) {
  await db
    .delete(episodeReactions)
    .where(
      and(
        eq(episodeReactions.episodeId, episodeId),
        eq(episodeReactions.userId, userId),
        eq(episodeReactions.slot, slot),
      ),
    );
  if (!reaction) return true;
  const rows = await db
    .insert(episodeReactions)
    .values({ episodeId, userId, slot, reaction })
    .onConflictDoNothing()
    .returning({ slot: episodeReactions.slot });
  return rows.length > 0;
}

export async function findUserEpisodeReactions(db: Executor, episodeId: number, userId: number) {
  return db
    .select({ slot: episodeReactions.slot, reaction: episodeReactions.reaction })
    .from(episodeReactions)
    .where(and(eq(episodeReactions.episodeId, episodeId), eq(episodeReactions.userId, userId)));
}
