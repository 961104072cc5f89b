import type { z } from 'zod';
import type { episodeReactBody, movieReactBody, seasonReactBody } from '@mfi/contract/reactions';
import { movieAfterWrite } from '../../after-write/movie.after-write';
import { serialAfterWrite } from '../../after-write/serial.after-write';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { fieldError, notFound } from '../../lib/errors';
import type { AuthUser } from '../../auth/auth-user';
import { authorize } from '../../policies/catalogue.policy';
import { visibleMovieRef } from '../movies/movie-flags.service';
import * as q from './reactions.queries';

// Reactions (part 2 section 4): three slots per user and title; choosing replaces the slot, an empty
// reaction clears it, and a reaction already in another slot is refused (the unique key holds it).

export type UserReactions = { react1: string | null; react2: string | null; react3: string | null };

const toSlots = (rows: { slot: number; reaction: string }[]): UserReactions => {
  const slots: UserReactions = { react1: null, react2: null, react3: null };
  for (const r of rows) slots[`react${r.slot}` as keyof UserReactions] = r.reaction;
  return slots;
};

/** The caller's three slots on a title of the kind, for its detail page. */
const slotsIn =
  (rows: q.ReactionRows) =>
  async (db: Executor, id: number, userId: number): Promise<UserReactions> =>
    toSlots(await rows.mine(db, id, userId));

/** A title's reactions with their counts, most picked first, for its detail page. */
const topIn = (rows: q.ReactionRows) => (db: Executor, id: number) => rows.count(db, id);

export const userMovieReactions = slotsIn(q.movieReactionRows);
export const topMovieReactions = topIn(q.movieReactionRows);

/** POST /movie/api-movie-react/. */
export async function reactToMovie(ctx: AppContext, user: AuthUser, body: z.output<typeof movieReactBody>) {
  const result = await ctx.db.transaction(async (tx) => {
    const movie = await visibleMovieRef(tx, user, body.movie);
    if (!(await q.movieReactionRows.setSlot(tx, movie.id, user.id, body.react, body.reaction))) {
      throw fieldError('reaction', 'reactionTaken');
    }
    return { id: movie.id, answer: { user_reactions: await userMovieReactions(tx, movie.id, user.id) } };
  });
  movieAfterWrite.community(ctx, result.id); // the movie detail's top reactions are cached
  return result.answer;
}

// The season's and episode's, for their detail pages (serials module).
export const userSeasonReactions = slotsIn(q.seasonReactionRows);
export const userEpisodeReactions = slotsIn(q.episodeReactionRows);
export const topSeasonReactions = topIn(q.seasonReactionRows);
export const topEpisodeReactions = topIn(q.episodeReactionRows);

/**
 * A season's or episode's reaction (part 2 section 4): an unpublished one takes none (the policy), and
 * the slot is set or cleared in one statement, refused when the reaction is in another slot.
 */
async function reactToPart(
  ctx: AppContext,
  user: AuthUser,
  kind: 'season' | 'episode',
  part: {
    find: (tx: Executor) => Promise<{ id: number; publish: boolean } | undefined>;
    setSlot: (tx: Executor, id: number) => Promise<boolean>;
    mine: (tx: Executor, id: number) => Promise<UserReactions>;
  },
) {
  const result = await ctx.db.transaction(async (tx) => {
    const item = await part.find(tx);
    if (!item) throw notFound();
    authorize(user, 'see', { kind, publish: item.publish });
    if (!(await part.setSlot(tx, item.id))) throw fieldError('reaction', 'reactionTaken');
    return { id: item.id, answer: { user_reactions: await part.mine(tx, item.id) } };
  });
  // The season's or episode's detail caches its top reactions.
  serialAfterWrite.community(ctx, kind === 'season' ? { season: result.id } : { episode: result.id });
  return result.answer;
}

/** POST /serial/api-season-react/: unpublished seasons take no reactions. */
export const reactToSeason = (ctx: AppContext, user: AuthUser, body: z.output<typeof seasonReactBody>) =>
  reactToPart(ctx, user, 'season', {
    find: (tx) => q.findSeasonRef(tx, body.serial, body.season),
    setSlot: (tx, id) => q.seasonReactionRows.setSlot(tx, id, user.id, body.react, body.reaction),
    mine: (tx, id) => userSeasonReactions(tx, id, user.id),
  });

/** POST /serial/api-episode-react/: the chosen reaction is stored (the original client lost it). */
export const reactToEpisode = (ctx: AppContext, user: AuthUser, body: z.output<typeof episodeReactBody>) =>
  reactToPart(ctx, user, 'episode', {
    find: (tx) => q.findEpisodeRef(tx, body.serial, body.season, body.episode),
    setSlot: (tx, id) => q.episodeReactionRows.setSlot(tx, id, user.id, body.react, body.reaction),
    mine: (tx, id) => userEpisodeReactions(tx, id, user.id),
  });
