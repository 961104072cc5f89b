import { index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { movies } from './movies';
import { episodes, seasons } from './serials';
import { users } from './users';

/**
 * A user's reactions on a movie: three slots (part 2 section 4), a reaction at most once among them.
 * Both rules are unique keys, so concurrent picks cannot break them.
 */
export const movieReactions = pgTable(
  'movie_reactions',
  {
    movieId: integer('movie_id')
      .notNull()
      .references(() => movies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slot: smallint('slot').notNull(),
    reaction: text('reaction').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.movieId, t.userId, t.slot] }),
    uniqueIndex('movie_reactions_one_each_idx').on(t.movieId, t.userId, t.reaction),
    // The title's top reactions: one grouped index-only scan.
    index('movie_reactions_count_idx').on(t.movieId, t.reaction),
  ],
);

/** The same three slots on seasons and episodes (17 reactions: no popcorn_movie). */
export const seasonReactions = pgTable(
  'season_reactions',
  {
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slot: smallint('slot').notNull(),
    reaction: text('reaction').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.seasonId, t.userId, t.slot] }),
    uniqueIndex('season_reactions_one_each_idx').on(t.seasonId, t.userId, t.reaction),
    index('season_reactions_count_idx').on(t.seasonId, t.reaction),
  ],
);

export const episodeReactions = pgTable(
  'episode_reactions',
  {
    episodeId: integer('episode_id')
      .notNull()
      .references(() => episodes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slot: smallint('slot').notNull(),
    reaction: text('reaction').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.episodeId, t.userId, t.slot] }),
    uniqueIndex('episode_reactions_one_each_idx').on(t.episodeId, t.userId, t.reaction),
    index('episode_reactions_count_idx').on(t.episodeId, t.reaction),
  ],
);
