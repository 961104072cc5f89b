import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { movies } from './movies';
import { serials } from './serials';
import { flag, likeTable, ownerRef, times, userRef } from './columns';

// User lists (issue 14; part 1 section 6 "List", part 2 section 3 "User list"): ranked movie lists and serial
// lists. One table for both kinds, so ownership, slugs, likes, counters and deletion are written once; an
// item points at a movie or a serial (a foreign key each, so a deleted title leaves its lists).
// docs/decisions/011-lists.md.

export const userLists = pgTable(
  'user_lists',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['movie', 'serial'] }).notNull(),
    userId: userRef(),
    /** From the name at creation, unique among the owner's lists of the kind; a rename keeps it. */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    about: text('about').notNull().default(''),
    /** A ranked list: numbered, and shown on the owner's best-list page. */
    topList: flag('top_list'),
    /** The list shows each title's description. */
    showDescriptions: flag('show_descriptions'),
    // Counters written in the transaction of the write that moves them (ARCHITECTURE, derived data).
    totalItems: smallint('total_items').notNull().default(0),
    likesCount: integer('likes_count').notNull().default(0),
    /** The title folded by lib/transliterate (searchKeyOf), for the site search (decision 022). */
    searchKey: text('search_key').notNull().default(''),
    ...times(),
  },
  (t) => [
    uniqueIndex('user_lists_owner_slug_idx').on(t.userId, t.kind, t.slug),
    // A user's list pages, newest first, and their count.
    index('user_lists_owner_idx').on(t.userId, t.kind, t.id),
    // The best-list pages: the owner's ranked lists.
    index('user_lists_owner_top_idx')
      .on(t.userId, t.kind, t.id)
      .where(sql`${t.topList}`),
    // The home rails: the latest lists of a kind.
    index('user_lists_kind_idx').on(t.kind, t.id),
    index('user_lists_search_trgm_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`),
  ],
);

export const userListItems = pgTable(
  'user_list_items',
  {
    listId: ownerRef('list_id', () => userLists.id),
    /** 1, 2, 3 … in the owner's order. */
    position: smallint('position').notNull(),
    movieId: integer('movie_id').references(() => movies.id, { onDelete: 'cascade' }),
    serialId: integer('serial_id').references(() => serials.id, { onDelete: 'cascade' }),
    description: text('description').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.position] }),
    check('user_list_items_one_title', sql`(${t.movieId} is null) <> (${t.serialId} is null)`),
    // An item at most once per list; the title's "listed" lists, newest first.
    uniqueIndex('user_list_items_movie_idx')
      .on(t.movieId, t.listId)
      .where(sql`${t.movieId} is not null`),
    uniqueIndex('user_list_items_serial_idx')
      .on(t.serialId, t.listId)
      .where(sql`${t.serialId} is not null`),
  ],
);

export const userListLikes = likeTable('user_list_likes', {
  key: 'listId',
  column: 'list_id',
  target: () => userLists.id,
});
