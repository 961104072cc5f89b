import { and, count, desc, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { episodeReactions, episodes, movieReactions, seasonReactions, seasons } from '../../db/schema';
import { atEpisode, atSeason, withSeasonAndSerial, withSerial } from '../../lib/title-chain';
import { published } from '../../policies/visibility';

// Reactions (part 2 section 4): three slots per member and title, in a table per kind; the same statements
// read, set and count them for movies, seasons and episodes.

type ReactionTable = typeof movieReactions | typeof seasonReactions | typeof episodeReactions;

/** `owner` is the table's column of the title's id and its property name. */
function reactionRows(table: ReactionTable, owner: { key: string; column: PgColumn }) {
  const mine = (id: number, userId: number) => and(eq(owner.column, id), eq(table.userId, userId));
  return {
    /** The member's filled slots on the title. */
    mine: (db: Executor, id: number, userId: number) =>
      db.select({ slot: table.slot, reaction: table.reaction }).from(table).where(mine(id, userId)),
    /**
     * Puts `reaction` in the member's slot, or clears it (null); false when the reaction is already in
     * another of their slots (the unique key refuses it).
     */
    async setSlot(db: Executor, id: number, userId: number, slot: number, reaction: string | null) {
      await db.delete(table).where(and(mine(id, userId), eq(table.slot, slot)));
      if (!reaction) return true;
      const rows = await db
        .insert(table)
        .values({ [owner.key]: id, userId, slot, reaction } as typeof table.$inferInsert)
        .onConflictDoNothing()
        .returning({ slot: table.slot });
      return rows.length > 0;
    },
    /** The title's reactions by how many people picked them, most first (one grouped scan of its rows). */
    count: (db: Executor, id: number) =>
      db
        .select({ reaction: table.reaction, count: count() })
        .from(table)
        .where(eq(owner.column, id))
        .groupBy(table.reaction)
        .orderBy(desc(count()), table.reaction),
  };
}

export type ReactionRows = ReturnType<typeof reactionRows>;

export const movieReactionRows = reactionRows(movieReactions, { key: 'movieId', column: movieReactions.movieId });
export const seasonReactionRows = reactionRows(seasonReactions, { key: 'seasonId', column: seasonReactions.seasonId });
export const episodeReactionRows = reactionRows(episodeReactions, {
  key: 'episodeId',
  column: episodeReactions.episodeId,
});

// Seasons and episodes are found by their slugs (visible when they and their parents are published).

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
