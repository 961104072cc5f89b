import { z } from 'zod';
import { idOrSlug, msg } from './fields';
import { MOVIE_REACTION_NAMES, REACTION_SLOTS, TITLE_REACTION_NAMES } from './reactions.enums';

export * from './reactions.enums';

/** POST /movie/api-movie-react/: `reaction` empty (or null) clears the slot. */
export const movieReactBody = z.object({
  movie: idOrSlug,
  react: z.coerce
    .number(msg('invalidValue'))
    .int(msg('invalidValue'))
    .min(1, msg('invalidValue'))
    .max(REACTION_SLOTS, msg('invalidValue')),
  reaction: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? null : v),
    z.enum(MOVIE_REACTION_NAMES, msg('invalidValue')).nullable(),
  ),
});

export const userReactionSlots = z.object({
  react1: z.string().nullable(),
  react2: z.string().nullable(),
  react3: z.string().nullable(),
});
export const userReactionsResponse = z.object({ user_reactions: userReactionSlots });
export const topReactions = z.array(z.object({ reaction: z.string(), count: z.number() }));

const slot = z.coerce
  .number(msg('invalidValue'))
  .int(msg('invalidValue'))
  .min(1, msg('invalidValue'))
  .max(REACTION_SLOTS, msg('invalidValue'));
const titleReaction = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? null : v),
  z.enum(TITLE_REACTION_NAMES, msg('invalidValue')).nullable(),
);
const slug = z.string(msg('required')).trim().min(1, msg('required')).max(200, msg('invalidValue'));

/** POST /serial/api-season-react/ {serial, season (slugs), react, reaction}. */
export const seasonReactBody = z.object({ serial: slug, season: slug, react: slot, reaction: titleReaction });
/** POST /serial/api-episode-react/ {serial, season, episode (slugs), react, reaction}: the reaction is kept. */
export const episodeReactBody = z.object({
  serial: slug,
  season: slug,
  episode: slug,
  react: slot,
  reaction: titleReaction,
});
