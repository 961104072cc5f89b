import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, boolean, index, integer, pgTable, primaryKey, real, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { artists } from './artists';
import { catalogueColumns } from './columns';
import { collections, countries, genres, languages, subgenres, tags } from './reference';
import { users } from './users';

export const movies = pgTable(
  'movies',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    mTitle: text('m_title').notNull(), // Mongolian title
    iTitle: text('i_title').notNull(), // international title
    oTitle: text('o_title').notNull(), // original title
    poster: text('poster'), // media key, 240x360 JPEG
    background: text('background'), // media key, 1280x720 scene image
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
    criticGrade: real('critic_grade'),
    criticCount: integer('critic_count').notNull().default(0),
    audienceGrade: real('audience_grade'),
    audienceCount: integer('audience_count').notNull().default(0),
    // The sums of the grades behind the averages: a rating moves them by its own difference
    // (db/functions/rate_movie.sql) instead of averaging every rating of the movie again.
    criticSum: bigint('critic_sum', { mode: 'number' }).notNull().default(0),
    audienceSum: bigint('audience_sum', { mode: 'number' }).notNull().default(0),
    watchedCount: integer('watched_count').notNull().default(0),
    searchKey: text('search_key').notNull().default(''),
    // Copies of the link tables' ids (ARCHITECTURE section 4, derived columns), rewritten by
    // syncMovieLinkIds in the transaction that changes the links: the catalogue filters test them with
    // `&&` inside the covering list indexes, with no heap visit and no join per row.
    genreIds: linkIds('genre_ids'),
    subgenreIds: linkIds('subgenre_ids'),
    countryIds: linkIds('country_ids'),
    languageIds: linkIds('language_ids'),
    tagIds: linkIds('tag_ids'),
    ...catalogueColumns(),
  },
  (t) => [
    uniqueIndex('movies_slug_idx').on(t.slug),
    index('movies_search_trgm_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`),
    index('movies_catalogue_created_idx').on(t.publish, t.category, t.mongolian, t.createdAt),
    // The catalogue's sort indexes (movies_list_*_idx, one per sort order, each INCLUDING every filtered
    // column) are created in migration 0007: drizzle cannot declare INCLUDE columns.
    index('movies_collection_idx').on(t.collectionId),
    // A rare country, language, tag… matches a few hundred movies: a bitmap of those beats scanning a
    // list index in sort order. The planner picks by the arrays' statistics.
    index('movies_genre_ids_idx').using('gin', t.genreIds),
    index('movies_subgenre_ids_idx').using('gin', t.subgenreIds),
    index('movies_country_ids_idx').using('gin', t.countryIds),
    index('movies_language_ids_idx').using('gin', t.languageIds),
    index('movies_tag_ids_idx').using('gin', t.tagIds),
  ],
);

function linkIds(name: string) {
  return integer(name).array().notNull().default(sql`'{}'::int[]`);
}

const movieLink = <T extends string>(name: T, column: string, target: () => AnyPgColumn) =>
  pgTable(
    name,
    {
      movieId: integer('movie_id')
        .notNull()
        .references(() => movies.id, { onDelete: 'cascade' }),
      refId: integer(column).notNull().references(target),
    },
    (t) => [primaryKey({ columns: [t.movieId, t.refId] }), index(`${name}_ref_idx`).on(t.refId, t.movieId)],
  );

export const movieLanguages = movieLink('movie_languages', 'language_id', () => languages.id);
export const movieGenres = movieLink('movie_genres', 'genre_id', () => genres.id);
export const movieSubgenres = movieLink('movie_subgenres', 'subgenre_id', () => subgenres.id);
export const movieCountries = movieLink('movie_countries', 'country_id', () => countries.id);
export const movieTags = movieLink('movie_tags', 'tag_id', () => tags.id);

/** Crew: an artist with a job (1-16, part 2 section 3 "Artist jobs") on a movie. */
export const movieArtists = pgTable(
  'movie_artists',
  {
    id: serial('id').primaryKey(),
    movieId: integer('movie_id')
      .notNull()
      .references(() => movies.id, { onDelete: 'cascade' }),
    artistId: integer('artist_id')
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    job: smallint('job').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('movie_artists_movie_idx').on(t.movieId, t.position), index('movie_artists_artist_idx').on(t.artistId)],
);

/** Cast: an artist playing a character. */
export const movieRoles = pgTable(
  'movie_roles',
  {
    id: serial('id').primaryKey(),
    movieId: integer('movie_id')
      .notNull()
      .references(() => movies.id, { onDelete: 'cascade' }),
    artistId: integer('artist_id')
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('movie_roles_movie_idx').on(t.movieId, t.position), index('movie_roles_artist_idx').on(t.artistId)],
);

/** Archive images with descriptions, in the order the contributor dragged them. */
export const movieImages = pgTable(
  'movie_images',
  {
    id: serial('id').primaryKey(),
    movieId: integer('movie_id')
      .notNull()
      .references(() => movies.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('movie_images_movie_idx').on(t.movieId, t.position)],
);

/** A user's flags on a movie (part 2 section 4, "User flags per movie"). */
export const movieUserFlags = pgTable(
  'movie_user_flags',
  {
    movieId: integer('movie_id')
      .notNull()
      .references(() => movies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    favorite: boolean('favorite').notNull().default(false),
    watch: boolean('watch').notNull().default(false),
    watching: boolean('watching').notNull().default(false),
    watched: boolean('watched').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.movieId, t.userId] }), index('movie_user_flags_user_idx').on(t.userId)],
);
