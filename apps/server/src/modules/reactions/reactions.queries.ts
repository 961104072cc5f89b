import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { movieReactions } from '../../db/schema';

export async function findUserMovieReactions(db: Executor, movieId: number, userId: number) {
  return db
    .select({ slot: movieReactions.slot, reaction: movieReactions.reaction })
    .from(movieReactions)
    .where(and(eq(movieReactions.movieId, movieId), eq(movieReactions.userId, userId)));
}

export async function clearMovieReactionSlot(db: Executor, movieId: number, userId: number, slot: number) {
  await db.delete(movieReactions).where(and(eq(movieReactions.movieId, movieId), eq(movieReactions.userId, userId), eq(movieReactions.slot, slot)));
}

/** False when the reaction is already in another of the user's slots (the unique key refuses it). */
export async function putMovieReaction(db: Executor, movieId: number, userId: number, slot: number, reaction: string) {
  const rows = await db.insert(movieReactions).values({ movieId, userId, slot, reaction }).onConflictDoNothing().returning({ slot: movieReactions.slot });
  return rows.length > 0;
}

/** The title's reactions by how many people picked them, most first (one grouped index scan). */
export async function countMovieReactions(db: Executor, movieId: number) {
  return db
    .select({ reaction: movieReactions.reaction, count: count() })
    .from(movieReactions)
    .where(eq(movieReactions.movieId, movieId))
    .groupBy(movieReactions.reaction)
    .orderBy(desc(count()), movieReactions.reaction);
}
