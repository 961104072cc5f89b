import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { artists } from './artists';
import { movies } from './movies';
import { serials } from './serials';
import { createdAt, draftIndexes, likeTable, ownerRef, times, userRef } from './columns';
import { users } from './users';

// Journals (part 2 sections 3 and 4): main types (the list's tabs) and their subtypes (the sub-tabs; a
// journal belongs to one subtype), journal tags, the articles themselves with their related titles and
// likes, and each user's library of images uploaded for rich content.

export const journalMainTypes = pgTable(
  'journal_main_types',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    nameMn: text('name_mn').notNull(),
    nameEn: text('name_en').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [uniqueIndex('journal_main_types_slug_idx').on(t.slug)],
);

export const journalSubTypes = pgTable(
  'journal_sub_types',
  {
    id: serial('id').primaryKey(),
    mainTypeId: integer('main_type_id')
      .notNull()
      .references(() => journalMainTypes.id, { onDelete: 'restrict' }),
    /** Unique within its main type: "podcast" is both a main type and its only subtype. */
    slug: text('slug').notNull(),
    nameMn: text('name_mn').notNull(),
    nameEn: text('name_en').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [uniqueIndex('journal_sub_types_slug_idx').on(t.mainTypeId, t.slug)],
);

export const journalTags = pgTable(
  'journal_tags',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Loose Latin key of the name for search in both scripts (lib/transliterate). */
    searchKey: text('search_key').notNull().default(''),
  },
  (t) => [
    uniqueIndex('journal_tags_name_lower_idx').on(sql`lower(${t.name})`),
    index('journal_tags_search_trgm_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`),
  ],
);

export const journals = pgTable(
  'journals',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** The title's Mongolian alphabetical key (lib/collation sortKeyOf), compared with COLLATE "C". */
    sortTitle: text('sort_title').notNull().default(''),
    subTypeId: integer('sub_type_id')
      .notNull()
      .references(() => journalSubTypes.id, { onDelete: 'restrict' }),
    authorId: integer('author_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'restrict' }),
    cover: text('cover'), // media key, 1280x720 JPEG
    /** Sanitized HTML (lib/html sanitizeJournalHtml), written only through the sanitizer. */
    content: text('content').notNull(),
    /** Plain text of the content's start, for list cards (so lists never read the whole article). */
    excerpt: text('excerpt').notNull().default(''),
    /** Null means unpublished: visible only to the author and contributors (part 2 section 4). */
    publishDate: timestamp('publish_date', { withTimezone: true }),
    likesCount: integer('likes_count').notNull().default(0),
    /** Loose Latin key of the title and tag names (both scripts), trigram-indexed. */
    searchKey: text('search_key').notNull().default(''),
    ...times(),
  },
  (t) => [
    uniqueIndex('journals_slug_idx').on(t.slug),
    index('journals_search_trgm_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`),
    index('journals_published_idx')
      .on(t.publishDate.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.publishDate} IS NOT NULL`),
    index('journals_sub_type_idx').on(t.subTypeId, t.publishDate.desc().nullsFirst()),
    index('journals_author_idx').on(t.authorId, t.createdAt.desc().nullsFirst()),
    ...draftIndexes('journals', t, t.authorId, sql`${t.publishDate} IS NULL`),
  ],
);

export const journalTagLinks = pgTable(
  'journal_tag_links',
  {
    journalId: ownerRef('journal_id', () => journals.id),
    tagId: ownerRef('tag_id', () => journalTags.id),
  },
  (t) => [primaryKey({ columns: [t.journalId, t.tagId] }), index('journal_tag_links_tag_idx').on(t.tagId, t.journalId)],
);

/** A related title in the editor's drag order. */
const relatedLink = <T extends string>(name: T, column: string, target: () => AnyPgColumn) =>
  pgTable(
    name,
    {
      journalId: ownerRef('journal_id', () => journals.id),
      refId: ownerRef(column, target),
      position: integer('position').notNull().default(0),
    },
    (t) => [primaryKey({ columns: [t.journalId, t.refId] }), index(`${name}_ref_idx`).on(t.refId, t.journalId)],
  );

export const journalArtists = relatedLink('journal_artists', 'artist_id', () => artists.id);
export const journalMovies = relatedLink('journal_movies', 'movie_id', () => movies.id);
export const journalSerials = relatedLink('journal_serials', 'serial_id', () => serials.id);

export const journalLikes = likeTable('journal_likes', {
  key: 'journalId',
  column: 'journal_id',
  target: () => journals.id,
});

/** Images a user uploaded for rich content (the editor's image button), newest last. */
export const userImages = pgTable(
  'user_images',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    image: text('image').notNull(), // media key
    /** The stored file's size, counted against the member's library quota (lib/quotas). */
    bytes: integer('bytes').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('user_images_user_idx').on(t.userId, t.createdAt)],
);
