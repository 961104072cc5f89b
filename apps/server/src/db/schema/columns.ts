import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  type ExtraConfigColumn,
  type PgColumnBuilderBase,
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

// Column sets and table shapes that several tables share, so each table reads once. Each helper gives
// exactly the columns, names and indexes the tables had when they were written out by hand: the
// generated SQL (drizzle/) does not change.

/** When the row was made. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When the row was made and last changed. */
export const times = () => ({
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A movie's or serial's id, address, three titles and images, in the order both tables list them. */
export const titleColumns = () => ({
  id: serial('id').primaryKey(),
  slug: text('slug').notNull(),
  mTitle: text('m_title').notNull(), // Mongolian title
  iTitle: text('i_title').notNull(), // international title
  oTitle: text('o_title').notNull(), // original title
  poster: text('poster'), // media key, 240x360 JPEG
  background: text('background'), // media key, 1280x720 scene image
});

/** The columns every catalogue row carries (docs/architecture.md, "Caching and derived data"). */
export const catalogueColumns = () => ({
  publish: boolean('publish').notNull().default(false),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  ...times(),
});

/**
 * The item's id in TMDB, the external catalogue the importer reads (decision 026): set by an import, unique
 * where set, so the same code twice finds the item it made, and credits find their artists.
 */
export const tmdbIdColumn = () => ({ tmdbId: bigint('tmdb_id', { mode: 'number' }) });
export const tmdbIdIndex = (name: string, t: { tmdbId: ExtraConfigColumn }) =>
  uniqueIndex(`${name}_tmdb_id_idx`)
    .on(t.tmdbId)
    .where(sql`${t.tmdbId} is not null`);

/**
 * The item's IMDb id (`tt0111161`), from TMDB's external ids at import (decision 037): a member's IMDb export
 * is matched by it. Not unique: a contributor's typed title and an imported one may share it for a while.
 */
export const imdbIdColumn = () => ({ imdbId: text('imdb_id') });
export const imdbIdIndex = (name: string, t: { imdbId: ExtraConfigColumn }) =>
  index(`${name}_imdb_id_idx`)
    .on(t.imdbId)
    .where(sql`${t.imdbId} is not null`);

/** A required link to the row that owns this one: deleting the owner deletes this row. */
export const ownerRef = (column: string, target: () => AnyPgColumn) =>
  integer(column).notNull().references(target, { onDelete: 'cascade' });

/** The member who wrote, rated, liked or flagged this row. */
export const userRef = () => ownerRef('user_id', () => users.id);

const linkIds = (name: string) =>
  integer(name)
    .array()
    .notNull()
    .default(sql`'{}'::int[]`);

/**
 * Copies of a title's link tables' ids (docs/decisions/003), rewritten by db/link-ids in the transaction
 * that changes the links: the catalogue filters test them with `&&` inside the covering list indexes,
 * with no heap visit and no join per row.
 */
export const linkIdColumns = () => ({
  genreIds: linkIds('genre_ids'),
  subgenreIds: linkIds('subgenre_ids'),
  countryIds: linkIds('country_ids'),
  languageIds: linkIds('language_ids'),
  tagIds: linkIds('tag_ids'),
});

/**
 * A GIN index on each copy: a rare country, language, tag… matches a few titles, and a bitmap of those
 * beats scanning a list index in sort order. The planner picks by the arrays' statistics.
 */
export const linkIdIndexes = (table: string, t: Record<keyof ReturnType<typeof linkIdColumns>, AnyPgColumn>) => [
  index(`${table}_genre_ids_idx`).using('gin', t.genreIds),
  index(`${table}_subgenre_ids_idx`).using('gin', t.subgenreIds),
  index(`${table}_country_ids_idx`).using('gin', t.countryIds),
  index(`${table}_language_ids_idx`).using('gin', t.languageIds),
  index(`${table}_tag_ids_idx`).using('gin', t.tagIds),
];

/** Critic and audience grades with their counts, kept up to date by the review writes. */
export const gradeColumns = () => ({
  criticGrade: real('critic_grade'),
  criticCount: integer('critic_count').notNull().default(0),
  audienceGrade: real('audience_grade'),
  audienceCount: integer('audience_count').notNull().default(0),
});

/** Where a row stands in the order its editor gave (crew, cast, images). */
export const position = () => integer('position').notNull().default(0);

/** An owner's key column: its property name in TypeScript, its column and the row it points to. */
export type Owner<K extends string> = { key: K; column: string; target: () => AnyPgColumn };
type OwnerColumn<K extends string> = Record<K, ReturnType<typeof ownerRef>>;
export const ownerColumn = <K extends string>(owner: Owner<K>) =>
  ({ [owner.key]: ownerRef(owner.column, owner.target) }) as OwnerColumn<K>;
/** The owner's column in a table's extra config (`t`), for its keys and indexes. */
export const ownerIn = <K extends string>(t: object, owner: Owner<K>) => (t as Record<K, AnyPgColumn>)[owner.key];
/** The owner's kind as index names spell it: `movie_id` → `movie`. */
export const kindOf = (owner: Owner<string>) => owner.column.replace(/_id$/, '');

/** A title's link to a reference row (languages, genres …): one row per pair, found from either side. */
export const linkTable = <T extends string, K extends string>(
  name: T,
  owner: Owner<K>,
  column: string,
  target: () => AnyPgColumn,
) =>
  pgTable(name, { ...ownerColumn(owner), refId: integer(column).notNull().references(target) }, (t) => {
    const ownerId = ownerIn(t, owner);
    return [primaryKey({ columns: [ownerId, t.refId] }), index(`${name}_ref_idx`).on(t.refId, ownerId)];
  });

/**
 * A member's three reaction slots on a title (part 2 section 4), a reaction at most once among them.
 * Both rules are unique keys, so concurrent picks cannot break them; the count index gives the title's
 * top reactions in one grouped index-only scan.
 */
export const reactionTable = <T extends string, K extends string>(name: T, owner: Owner<K>) =>
  pgTable(
    name,
    {
      ...ownerColumn(owner),
      userId: userRef(),
      slot: smallint('slot').notNull(),
      reaction: text('reaction').notNull(),
    },
    (t) => {
      const ownerId = ownerIn(t, owner);
      return [
        primaryKey({ columns: [ownerId, t.userId, t.slot] }),
        uniqueIndex(`${name}_one_each_idx`).on(ownerId, t.userId, t.reaction),
        index(`${name}_count_idx`).on(ownerId, t.reaction),
      ];
    },
  );

/** Who liked a thing (a review, an artist, a journal, a list): one row per member and thing. */
export const likeTable = <T extends string, K extends string>(name: T, liked: Owner<K>) =>
  pgTable(name, { ...ownerColumn(liked), userId: userRef() }, (t) => [
    primaryKey({ columns: [ownerIn(t, liked), t.userId] }),
    index(`${name}_user_idx`).on(t.userId),
  ]);

/** A review as the thing its likes hang from. */
export const reviewLiked = (target: () => AnyPgColumn) => ({ key: 'reviewId', column: 'review_id', target }) as const;

/**
 * A member's rating or review of a title, one per member and title: `columns` are the kind's own (a grade,
 * the text), then the spoiler mark, the author's critic flag when they wrote it (it decides the critic or
 * audience grade and tab) and the likes. The tab index lists the critic and audience tabs, newest first.
 */
export const reviewTable = <T extends string, K extends string, C extends Record<string, PgColumnBuilderBase>>(
  name: T,
  owner: Owner<K>,
  columns: C,
) =>
  pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      ...ownerColumn(owner),
      userId: userRef(),
      ...columns,
      spoiler: boolean('spoiler').notNull().default(false),
      critic: boolean('critic').notNull().default(false),
      likesCount: integer('likes_count').notNull().default(0),
      ...times(),
    },
    (t) => {
      const ownerId = ownerIn(t, owner);
      return [
        uniqueIndex(`${name}_${kindOf(owner)}_user_idx`).on(ownerId, t.userId),
        index(`${name}_tab_idx`).on(ownerId, t.critic, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
        index(`${name}_user_idx`).on(t.userId),
      ];
    },
  );

/** A member's flags on a title (favourite, to watch, watching, watched: each kind has its own set). */
export const userFlagsTable = <T extends string, K extends string, C extends Record<string, PgColumnBuilderBase>>(
  name: T,
  owner: Owner<K>,
  flags: C,
) =>
  pgTable(
    name,
    {
      ...ownerColumn(owner),
      userId: userRef(),
      ...flags,
      updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [primaryKey({ columns: [ownerIn(t, owner), t.userId] }), index(`${name}_user_idx`).on(t.userId)],
  );

/** A flag column, off until the member sets it. */
export const flag = (name: string) => boolean(name).notNull().default(false);

/**
 * The moderation queue's indexes (issue 25): a table's drafts newest first, and one creator's, small partial
 * indexes that hold only the unpublished rows, so the queue stays fast with 100,000 drafts.
 */
export const draftIndexes = (
  name: string,
  t: { createdAt: ExtraConfigColumn; id: ExtraConfigColumn },
  creator: ExtraConfigColumn,
  draft: SQL,
) => [
  index(`${name}_drafts_idx`).on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(draft),
  index(`${name}_creator_drafts_idx`)
    .on(creator, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
    .where(draft),
];

/**
 * How many titles each list key holds (publish, category, Mongolian, genre, year, format, age rating):
 * genre 0 counts every title of the key, genre g those of genre g; a serial's category is 0 and its year
 * its first. Kept by the triggers of migration 0055 (db/functions/count_list_rows.sql, recount_list_row.sql)
 * from the title's own columns, so a catalogue's total for the filters it covers is a sum over a few hundred
 * rows instead of a count of the matching titles (docs/decisions/030-catalogue-totals-from-kept-counts.md).
 */
export const listCountsTable = (name: string) =>
  pgTable(
    name,
    {
      publish: boolean('publish').notNull(),
      category: smallint('category').notNull(),
      mongolian: boolean('mongolian').notNull(),
      genreId: integer('genre_id').notNull(),
      year: integer('year').notNull(),
      format: smallint('format').notNull(),
      rating: smallint('rating').notNull(),
      titles: integer('titles').notNull(),
    },
    (t) => [primaryKey({ columns: [t.publish, t.category, t.mongolian, t.genreId, t.year, t.format, t.rating] })],
  );

/**
 * A title's places in its catalogue: one row per list key it is in (genre 0, and each of its genres) with what
 * the year and title sorts read, so such a page of a genre is an index range in sort order, not a scan of the
 * whole catalogue that skips the other genres. The grade and watched sorts are not kept: every rating or
 * watched flag changes them, and the rating, the hottest write, would rewrite the title's places; they read
 * the titles' own covering indexes. Kept by the triggers of migration 0056 (db/functions/key_list_rows.sql,
 * rekey_list_row.sql); its sort indexes (*_list_keys_year_idx, *_title_idx, INCLUDING the filtered columns)
 * are created there: drizzle cannot declare INCLUDE columns (decision 030).
 */
export const listKeysTable = (name: string) =>
  pgTable(
    name,
    {
      titleId: integer('title_id').notNull(),
      genreId: integer('genre_id').notNull(),
      publish: boolean('publish').notNull(),
      category: smallint('category').notNull(),
      mongolian: boolean('mongolian').notNull(),
      format: smallint('format').notNull(),
      rating: smallint('rating').notNull(),
      year: integer('year').notNull(),
      iTitle: text('i_title').notNull(),
    },
    (t) => [primaryKey({ columns: [t.titleId, t.genreId] })],
  );
