import { reactionTable } from './columns';
import { movieOwner } from './movies';
import { episodeOwner, seasonOwner } from './serials';

/** A member's reactions on a movie: three slots (part 2 section 4), a reaction at most once among them. */
export const movieReactions = reactionTable('movie_reactions', movieOwner);

/** The same three slots on seasons and episodes (17 reactions: no popcorn_movie). */
export const seasonReactions = reactionTable('season_reactions', seasonOwner);
export const episodeReactions = reactionTable('episode_reactions', episodeOwner);
