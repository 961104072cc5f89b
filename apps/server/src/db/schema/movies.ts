import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  catalogueColumns,
  tmdbIdColumn,
  imdbIdColumn,
  imdbIdIndex,
  tmdbIdIndex,
  draftIndexes,
  flag,
  gradeColumns,
  linkIdColumns,
  linkIdIndexes,
  listCountsTable,
  listKeysTable,
  titleColumns,
  userFlagsTable,
} from './columns';
import { collections } from './reference';
import { castTable, crewTable, imagesTable, titleLinkTables } from './title-parts';

export const movies = pgTable(
  'movies',
  {
    ...titleColumns(),
    /** 1 full-length, 2 short (part 2 section 3, Category). */
    category: smallint('category').notNull(),
    /** 1 feature, 2 documentary, 3 animation, 4 experimental. */
    format: smallint('format').notNull(),
    year: integer('year').notNull(),
    /** Age rating 1 NR, 2 G, 3 PG, 4 R. */
    rating: smallint('rating').notNull(),
    runtime: integer('runtime').notNull(),
    trailer: text('trailer').notNull().default(''),
    plot: text('plot').notNull().default(''),
    enPlot: text('en_plot').notNull().default(''),
    collectionId: integer('collection_id').references(() => collections.id, { onDelete: 'set null' }),
    theater: boolean('theater').notNull().default(false),
    festival: boolean('festival').notNull().default(false),
    /** True when Mongolia is among the production countries: the Mongolian catalogues. */
    mongolian: boolean('mongolian').notNull().default(false),
    // Derived figures, kept up to date in the transaction that changes them (ARCHITECTURE section 4).
    ...gradeColumns(),
    // The sums of the grades behind the averages: a rating moves them by its own difference
    // (db/functions/rate_movie.sql) instead of averaging every rating of the movie again.
    criticSum: bigint('critic_sum', { mode: 'number' }).notNull().default(0),
    audienceSum: bigint('audience_sum', { mode: 'number' }).notNull().default(0),
    watchedCount: integer('watched_count').notNull().default(0),
    searchKey: text('search_key').notNull().default(''),
    // Copies of the link tables' ids for the catalogue filters, rewritten by syncMovieLinkIds.
    ...linkIdColumns(),
    ...tmdbIdColumn(),
    ...imdbIdColumn(),
    ...catalogueColumns(),
  },
  (t) => [
    uniqueIndex('movies_slug_idx').on(t.slug),
    tmdbIdIndex('movies', t),
    imdbIdIndex('movies', t),
    index('movies_search_trgm_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`),
    index('movies_catalogue_created_idx').on(t.publish, t.category, t.mongolian, t.createdAt),
    // The catalogue's sort indexes (movies_list_*_idx, one per sort order, each INCLUDING every filtered
    // column) are created in migration 0007: drizzle cannot declare INCLUDE columns.
    index('movies_collection_idx').on(t.collectionId),
    ...linkIdIndexes('movies', t),
    ...draftIndexes('movies', t, t.createdBy, sql`${t.publish} = false`),
  ],
);

/** How many movies each list key holds (columns.ts listCountsTable). */
export const movieListCounts = listCountsTable('movie_list_counts');

/** A movie's places in the catalogue (columns.ts listKeysTable). */
export const movieListKeys = listKeysTable('movie_list_keys');

/** What the reviews, reactions, flags and parts of a movie hang from (columns.ts Owner). */
export const movieOwner = { key: 'movieId', column: 'movie_id', target: () => movies.id } as const;

/** The reference lists a movie links to. */
export const movieLinks = titleLinkTables('movie', movieOwner);
export const {
  languages: movieLanguages,
  genres: movieGenres,
  subgenres: movieSubgenres,
  countries: movieCountries,
  tags: movieTags,
} = movieLinks;

/** Crew: jobs 1-16 (part 2 section 3 "Artist jobs"). */
export const movieArtists = crewTable('movie_artists', movieOwner);
export const movieRoles = castTable('movie_roles', movieOwner);
export const movieImages = imagesTable('movie_images', movieOwner);

/** A member's flags on a movie (part 2 section 4, "User flags per movie"). */
export const movieUserFlags = userFlagsTable('movie_user_flags', movieOwner, {
  favorite: flag('favorite'),
  watch: flag('watch'),
  watching: flag('watching'),
  watched: flag('watched'),
});
