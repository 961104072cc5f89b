import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { catalogueColumns, tmdbIdColumn, tmdbIdIndex, draftIndexes, likeTable, ownerRef } from './columns';
import { countries, professions } from './reference';

export const artists = pgTable(
  'artists',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    proName: text('pro_name').notNull(), // the name the artist is known by, in Mongolian
    proNameEn: text('pro_name_en').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    photo: text('photo'), // media key of the 240x360 JPEG
    bornYear: integer('born_year'),
    diedYear: integer('died_year'),
    biography: text('biography').notNull().default(''),
    biographyEn: text('biography_en').notNull().default(''),
    /** True when Mongolia is among the artist's countries: the Mongolian catalogue (countryFlag 2). */
    mongolian: boolean('mongolian').notNull().default(false),
    festival: boolean('festival').notNull().default(false),
    likesCount: integer('likes_count').notNull().default(0),
    /** Loose Latin key of every name, for trigram search in both scripts (lib/transliterate). */
    searchKey: text('search_key').notNull().default(''),
    /** pro_name folded by lib/collation for Mongolian alphabetical order; compared with COLLATE "C". */
    sortName: text('sort_name').notNull().default(''),
    // Copies of the link tables' ids (current and former countries; professions), rewritten by
    // syncArtistLinkIds with the links, so the catalogue filters run inside the covering list indexes.
    countryIds: integer('country_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    professionIds: integer('profession_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    ...tmdbIdColumn(),
    ...catalogueColumns(),
  },
  (t) => [
    uniqueIndex('artists_slug_idx').on(t.slug),
    tmdbIdIndex('artists', t),
    index('artists_search_trgm_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`),
    index('artists_country_ids_idx').using('gin', t.countryIds),
    ...draftIndexes('artists', t, t.createdBy, sql`${t.publish} = false`),
    // The catalogue's sort indexes (artists_list_name_idx, artists_list_born_idx, INCLUDING every
    // filtered column) are created in migration 0007: drizzle cannot declare INCLUDE columns.
  ],
);

export const artistCountries = pgTable(
  'artist_countries',
  {
    artistId: ownerRef('artist_id', () => artists.id),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    /** Former countries (old_countries) are kept apart from current ones. */
    former: boolean('former').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.artistId, t.countryId, t.former] }),
    index('artist_countries_country_idx').on(t.countryId),
  ],
);

export const artistProfessions = pgTable(
  'artist_professions',
  {
    artistId: ownerRef('artist_id', () => artists.id),
    professionId: integer('profession_id')
      .notNull()
      .references(() => professions.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.artistId, t.professionId] }),
    index('artist_professions_profession_idx').on(t.professionId),
  ],
);

export const artistQuotes = pgTable(
  'artist_quotes',
  {
    id: serial('id').primaryKey(),
    artistId: ownerRef('artist_id', () => artists.id),
    quote: text('quote').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('artist_quotes_artist_idx').on(t.artistId)],
);

export const artistLikes = likeTable('artist_likes', {
  key: 'artistId',
  column: 'artist_id',
  target: () => artists.id,
});
