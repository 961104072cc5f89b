import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { movies, movieUserFlags } from '../../db/schema';
import { writePublish } from '../../lib/publish-state';
import { userFlagRows } from '../../lib/user-flags';

/** A user's flags on a movie, as the detail and the flag calls read them. */
export const flagColumns = {
  favorite: movieUserFlags.favorite,
  watch: movieUserFlags.watch,
  watching: movieUserFlags.watching,
  watched: movieUserFlags.watched,
};

/** The user's flags on the movie, locked for a flag write's transaction, then saved. */
export const { lock: lockUserFlags, save: saveUserFlags } = userFlagRows(movieUserFlags, 'movieId', flagColumns);

/**
 * Sets or clears the user's "watched" flag in one statement (setting it ends "to watch" and "watching");
 * answers how movies.watched_count must move: +1 or -1 when the flag changed, else 0.
 */
export async function writeWatchedFlag(
  db: Executor,
  movieId: number,
  userId: number,
  watched: boolean,
): Promise<number> {
  const changed = watched
    ? await db
        .insert(movieUserFlags)
        .values({ movieId, userId, watched: true })
        .onConflictDoUpdate({
          target: [movieUserFlags.movieId, movieUserFlags.userId],
          set: { watched: true, watch: false, watching: false, updatedAt: new Date() },
          setWhere: sql`not ${movieUserFlags.watched}`,
        })
        .returning({ movieId: movieUserFlags.movieId })
    : await db
        .update(movieUserFlags)
        .set({ watched: false, updatedAt: new Date() })
        .where(
          and(eq(movieUserFlags.movieId, movieId), eq(movieUserFlags.userId, userId), eq(movieUserFlags.watched, true)),
        )
        .returning({ movieId: movieUserFlags.movieId });
  return changed.length * (watched ? 1 : -1);
}

export async function addToWatchedCount(db: Executor, movieId: number, delta: number) {
  await db
    .update(movies)
    .set({ watchedCount: sql`greatest(${movies.watchedCount} + ${delta}, 0)` })
    .where(eq(movies.id, movieId));
}

export const togglePublish = (db: Executor, movieId: number, to?: boolean) => writePublish(db, movies, movieId, to);
