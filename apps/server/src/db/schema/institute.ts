import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { artists } from './artists';
import { users } from './users';

// The institute's about-us page (issue 16 items 3 and 4; part 1 sections 2 and 3 "About us"): one page, its
// members in the editor's order. An edit replaces the page and all its members in one transaction.
// docs/decisions/017-about-us.md.

/** The one about-us page: its id is always 1, so an edit is an upsert and a second page cannot exist. */
export const aboutPage = pgTable(
  'about_page',
  {
    id: smallint('id').primaryKey().default(1),
    title: text('title').notNull(),
    /** Sanitized HTML (lib/html sanitizeJournalHtml, on every write). */
    content: text('content').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('about_page_single', sql`${t.id} = 1`)],
);

export const aboutMembers = pgTable(
  'about_members',
  {
    id: serial('id').primaryKey(),
    /** The editor's order, from 0. */
    position: smallint('position').notNull(),
    /** 1 leadership, 2 ambassadors, 3 advisors. */
    category: smallint('category').notNull(),
    name: text('name').notNull(),
    /** The member's role, shown under the name (the spec's memberTitle). */
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Media key of the 240x240 JPEG. */
    image: text('image').notNull(),
    // Optional links; a deleted artist or user leaves the member without the link.
    artistId: integer('artist_id').references(() => artists.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('about_members_category', sql`${t.category} between 1 and 3`),
    index('about_members_position_idx').on(t.position),
  ],
);
