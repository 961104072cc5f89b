import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { artists } from './artists';
import { countries } from './reference';
import { users } from './users';

// Members' profiles, follows and blocks (issue 15; part 1 sections 2 "User profile area" and 3 "User
// profile"; docs/decisions/012-profiles-follows-blocks.md). The account row (users) keeps what login and
// the short profile read; the profile row holds the rest, written the first time it is needed.

export const userProfiles = pgTable('user_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  birthday: date('birthday', { mode: 'string' }),
  /** The birthday is shown to its owner only (the editor's hide switch). */
  birthdayHidden: boolean('birthday_hidden').notNull().default(false),
  countryId: integer('country_id').references(() => countries.id, { onDelete: 'set null' }),
  bio: text('bio').notNull().default(''),
  facebook: text('facebook').notNull().default(''),
  instagram: text('instagram').notNull().default(''),
  twitter: text('twitter').notNull().default(''),
  youtube: text('youtube').notNull().default(''),
  youtubeName: text('youtube_name').notNull().default(''),
  youtubeBanner: text('youtube_banner').notNull().default(''),
  /** The artist page the member is (set by the site's staff; the profile links to it). */
  artistId: integer('artist_id').references(() => artists.id, { onDelete: 'set null' }),
  // Counters written in the transaction of the follow or block that moves them (decision 003).
  followersCount: integer('followers_count').notNull().default(0),
  followingCount: integer('following_count').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** `followerId` follows `followeeId`; nobody follows themselves. */
export const userFollows = pgTable(
  'user_follows',
  {
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: integer('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    check('user_follows_not_self', sql`${t.followerId} <> ${t.followeeId}`),
    // The profile's two lists, newest first.
    index('user_follows_followee_idx').on(t.followeeId, t.createdAt.desc().nullsFirst()),
    index('user_follows_follower_idx').on(t.followerId, t.createdAt.desc().nullsFirst()),
  ],
);

/** `blockerId` blocks `blockedId`: no follows between them, no follow, comment or like by the blocked. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    check('user_blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
    index('user_blocks_blocked_idx').on(t.blockedId, t.blockerId),
  ],
);
