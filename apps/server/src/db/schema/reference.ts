import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

// Reference lists (part 2 section 3, "Reference lists"). Mongolian names are what the site shows.

export const countries = pgTable(
  'countries',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(), // ISO 3166-1 alpha-2
    nameMn: text('name_mn').notNull(),
    nameEn: text('name_en').notNull(),
  },
  (t) => [uniqueIndex('countries_code_idx').on(t.code)],
);

export const languages = pgTable(
  'languages',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(), // ISO 639-1
    nameMn: text('name_mn').notNull(),
    nameEn: text('name_en').notNull(),
  },
  (t) => [uniqueIndex('languages_code_idx').on(t.code)],
);

export const genres = pgTable(
  'genres',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    nameMn: text('name_mn').notNull(),
    nameEn: text('name_en').notNull(),
  },
  (t) => [uniqueIndex('genres_slug_idx').on(t.slug)],
);

export const subgenres = pgTable(
  'subgenres',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    nameMn: text('name_mn').notNull(),
    nameEn: text('name_en').notNull(),
  },
  (t) => [uniqueIndex('subgenres_slug_idx').on(t.slug)],
);

export const professions = pgTable(
  'professions',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    nameMn: text('name_mn').notNull(),
    nameEn: text('name_en').notNull(),
    /** Actors and actresses are shown as "ЖҮЖИГЧИН" (part 2 section 9). */
    isActor: boolean('is_actor').notNull().default(false),
  },
  (t) => [uniqueIndex('professions_slug_idx').on(t.slug)],
);

export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The English name, where an admin gave one (the reference screens); null shows the name in English too. */
    nameEn: text('name_en'),
    /** Loose Latin key of both names for search in both scripts (lib/transliterate). */
    searchKey: text('search_key').notNull().default(''),
  },
  (t) => [
    uniqueIndex('tags_name_lower_idx').on(sql`lower(${t.name})`),
    index('tags_search_trgm_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`),
  ],
);

export const collections = pgTable(
  'collections',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** The English title, where an admin or the movie form gave one; null shows the title in English too. */
    nameEn: text('name_en'),
    searchKey: text('search_key').notNull().default(''),
  },
  (t) => [
    uniqueIndex('collections_slug_idx').on(t.slug),
    index('collections_search_trgm_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`),
  ],
);
