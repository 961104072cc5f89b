import { index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { movies } from './movies';
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
