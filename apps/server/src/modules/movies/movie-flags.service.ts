import { movieAfterWrite } from '../../after-write/movie.after-write';
import { revisionAfterWrite } from '../../after-write/revision.after-write';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { AuthUser } from '../../auth/auth-user';
import { authorize } from '../../policies/catalogue.policy';
import { type FlagRow, toUserFlags } from './movies.mapper';
import { findMovieRef } from './movie-detail.queries';
import {
  addToWatchedCount,
  lockUserFlags,
  saveUserFlags,
  togglePublish,
  writeWatchedFlag,
} from './movie-flags.queries';

export type ToggledFlag = 'favorite' | 'watch' | 'watching';

/**
 * The transitions between a user's flags on a movie (part 2 section 4 leaves them open):
 * - favourite is independent of the others;
 * - "to watch" and "watching" exclude each other: starting to watch takes the movie off the to-watch
 *   list, and putting it on the list ends "watching";
 * - a watched movie cannot be added to the to-watch list (the client hides that button), so that
 *   toggle leaves the flags as they are; it may be watched again ("watching");
 * - "watched" is set by rating (a later issue) through setMovieWatched, which clears the other two.
 */
export function nextFlags(current: FlagRow, flag: ToggledFlag): FlagRow {
  const next = { ...current };
  if (flag === 'favorite') next.favorite = !current.favorite;
  if (flag === 'watch' && !(current.watched && !current.watch)) {
    next.watch = !current.watch;
    if (next.watch) next.watching = false;
  }
  if (flag === 'watching') {
    next.watching = !current.watching;
    if (next.watching) next.watch = false;
  }
  return next;
}

/** The movie by id or slug, published or not: a user may always take back their own rating. */
export const anyMovieRef = (db: Executor, ref: number | string) => findMovieRef(db, ref);

/** The movie behind a call by id or slug: 404 when missing, or unpublished and the caller may not see it. */
export async function visibleMovieRef(db: Executor, user: AuthUser | null, ref: number | string) {
  const movie = await findMovieRef(db, ref);
  if (!movie) throw notFound();
  authorize(user, 'see', { kind: 'movie', publish: movie.publish });
  return movie;
}

/** POST /movie/api-favorite-movie/, /api-watch-movie/, /api-watching-movie/: toggles, answers every flag. */
export async function toggleMovieFlag(ctx: AppContext, user: AuthUser, ref: number | string, flag: ToggledFlag) {
  const flags = await ctx.db.transaction(async (tx) => {
    const movie = await visibleMovieRef(tx, user, ref);
    const current = await lockUserFlags(tx, movie.id, user.id);
    const next = nextFlags(current, flag);
    await saveUserFlags(tx, movie.id, user.id, next);
    if (next.watching !== current.watching) await movieAfterWrite.feed.watching(tx, user.id, movie.id, next.watching);
    return toUserFlags(next);
  });
  movieAfterWrite.nothingCached();
  return flags;
}

/**
 * Marks a movie watched or not for a user; watching it ends "to watch" and "watching". Answers how
 * movies.watched_count must move (+1, -1 or 0): the rating calls add it in the statement that
 * recomputes the grades (one update of the movie row, whose many indexes make each update dear).
 */
export const markMovieWatched = (tx: Executor, movieId: number, userId: number, watched: boolean) =>
  writeWatchedFlag(tx, movieId, userId, watched);

/** markMovieWatched that also keeps movies.watched_count exact, for callers that do not update the movie. */
export async function setMovieWatched(tx: Executor, movieId: number, userId: number, watched: boolean) {
  const delta = await writeWatchedFlag(tx, movieId, userId, watched);
  if (delta) await addToWatchedCount(tx, movieId, delta);
}

/**
 * A member's import (modules/user-import, decision 037): movies they watched, and movies to watch (added to
 * the list unless watched, as the toggle does), a transaction per 500; setting a flag twice changes nothing.
 */
export async function importMovieFlags(ctx: AppContext, user: AuthUser, flag: 'watched' | 'watch', movieIds: number[]) {
  for (let start = 0; start < movieIds.length; start += 500) {
    await ctx.db.transaction(async (tx) => {
      for (const movieId of movieIds.slice(start, start + 500)) {
        if (flag === 'watched') await setMovieWatched(tx, movieId, user.id, true);
        else {
          const current = await lockUserFlags(tx, movieId, user.id);
          if (!current.watch) await saveUserFlags(tx, movieId, user.id, nextFlags(current, 'watch'));
        }
      }
    });
  }
  for (const movieId of flag === 'watched' ? movieIds : []) movieAfterWrite.community(ctx, movieId);
  movieAfterWrite.nothingCached();
}

/**
 * POST /movie/api-publish-movie/: contributors and admins flip the flag, or set it when the call names
 * `publish`; answers the new state.
 */
export async function publishMovie(ctx: AppContext, user: AuthUser, ref: number | string, to?: boolean) {
  const movie = await findMovieRef(ctx.db, ref);
  if (!movie) throw notFound();
  authorize(user, 'publish', { kind: 'movie', publish: movie.publish });
  const publish = await revisionAfterWrite.revised(ctx.db, user.id, async (tx, rev) => {
    await rev.track('movie', movie.id, 'publication');
    const publish = await togglePublish(tx, movie.id, to);
    await movieAfterWrite.published(tx, movie.id, publish);
    return publish;
  });
  movieAfterWrite.catalogue(ctx);
  if (publish) await movieAfterWrite.awaitedByImports(ctx, movie.id);
  return { publish };
}
