import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { times, userRef } from './columns';
import { movies } from './movies';
import { episodes, seasons } from './serials';

// The diary (issue 29, decision 036): a member's dated viewings of movies, seasons and episodes. Several
// viewings of one title are several rows (rewatches kept apart); the title's rating is the member's one
// row in the review tables, which the latest-dated graded viewing sets (modules/diary).

export const diaryEntries = pgTable(
  'diary_entries',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    // Exactly one of the three (the CHECK below): what was watched.
    movieId: integer('movie_id').references(() => movies.id, { onDelete: 'cascade' }),
    seasonId: integer('season_id').references(() => seasons.id, { onDelete: 'cascade' }),
    episodeId: integer('episode_id').references(() => episodes.id, { onDelete: 'cascade' }),
    /** The calendar day in Ulaanbaatar, never after today there. */
    watchedOn: date('watched_on', { mode: 'string' }).notNull(),
    rewatch: boolean('rewatch').notNull().default(false),
    /** 0-100, our scale; null for no grade (a season takes none). */
    grade: smallint('grade'),
    review: text('review').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** An import's row key (modules/user-import): the same key twice for one member is one entry. */
    importKey: text('import_key'),
    ...times(),
  },
  (t) => [
    check('diary_entries_one_title', sql`num_nonnulls(${t.movieId}, ${t.seasonId}, ${t.episodeId}) = 1`),
    index('diary_entries_user_day_idx').on(t.userId, t.watchedOn.desc().nullsFirst(), t.id.desc().nullsFirst()),
    uniqueIndex('diary_entries_user_import_key_idx').on(t.userId, t.importKey),
    // The latest graded viewing of one title by one member, and the cascades' lookups.
    index('diary_entries_movie_idx')
      .on(t.movieId, t.userId)
      .where(sql`${t.movieId} is not null`),
    index('diary_entries_season_idx')
      .on(t.seasonId, t.userId)
      .where(sql`${t.seasonId} is not null`),
    index('diary_entries_episode_idx')
      .on(t.episodeId, t.userId)
      .where(sql`${t.episodeId} is not null`),
  ],
);
