import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { userRef } from './columns';
import { journals } from './journals';
import { shortMessages } from './messages';
import { movies } from './movies';
import { episodes } from './serials';

// The action log behind a member's feed (issue 15 item 6; part 1 section 3 "Feed item";
// docs/decisions/015-feed.md). One row a source: a rating with its short review, a detailed review, a
// "watching" flag, a published journal, a short message. Written and removed in the transaction of the
// write that makes or takes back its source (after-write/feed-actions.ts); the card itself is read from the
// source at read time, so an edited review shows its new text. The title, journal and message columns
// cascade, so a deleted movie, episode, journal, message or account takes its cards with it.

export const userActions = pgTable(
  'user_actions',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    /** FEED_KINDS in after-write/feed-actions.ts: what the source is. */
    kind: smallint('kind').notNull(),
    /** The movie's, episode's, journal's or message's id: the one of the four columns below that is set. */
    targetId: integer('target_id').notNull(),
    movieId: integer('movie_id').references(() => movies.id, { onDelete: 'cascade' }),
    episodeId: integer('episode_id').references(() => episodes.id, { onDelete: 'cascade' }),
    journalId: integer('journal_id').references(() => journals.id, { onDelete: 'cascade' }),
    messageId: integer('message_id').references(() => shortMessages.id, { onDelete: 'cascade' }),
    /**
     * The title is not published: a copy of the movie's publish flag, or of the episode's, its season's and
     * its serial's, kept by their after-writes (movie.after-write `published`, serial.after-write
     * `reviewCopies`), so a feed page filters its member's actions without joining four tables.
     */
    hidden: boolean('hidden').notNull().default(false),
    /** The source's latest write: an edited review moves its card to the top. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_actions_source_idx').on(t.userId, t.kind, t.targetId),
    // The feed's page: a member's actions newest first.
    index('user_actions_feed_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The cascades' lookups (a title or journal deleted).
    index('user_actions_movie_idx')
      .on(t.movieId)
      .where(sql`${t.movieId} IS NOT NULL`),
    index('user_actions_episode_idx')
      .on(t.episodeId)
      .where(sql`${t.episodeId} IS NOT NULL`),
    index('user_actions_journal_idx')
      .on(t.journalId)
      .where(sql`${t.journalId} IS NOT NULL`),
    index('user_actions_message_idx')
      .on(t.messageId)
      .where(sql`${t.messageId} IS NOT NULL`),
  ],
);
