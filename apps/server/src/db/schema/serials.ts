import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { artists } from './artists';
import { catalogueColumns } from './columns';
import { countries, genres, languages, subgenres, tags } from './reference';
import { users } from './users';

// Serials, their seasons and episodes (part 2 section 3). The shape follows movies: derived grades and
// counts are stored columns (seasons and serials: averages of their published episodes, kept by
// recomputeSeasonGrades / recomputeSerialGrades), and the link ids are copied into arrays for the
// catalogue filters (db/link-ids syncSerialLinkIds, in the transaction that writes the links).

const linkIds = (name: string) => integer(name).array().notNull().default(sql`'{}'::int[]`);

/** Critic and audience grades with their counts, kept up to date by the review writes. */
const gradeColumns = () => ({
  criticGrade: real('critic_grade'),
  criticCount: integer('critic_count').notNull().default(0),
  audienceGrade: real('audience_grade'),
  audienceCount: integer('audience_count').notNull().default(0),
});

export const serials = pgTable(
  'serials',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    mTitle: text('m_title').notNull(),
    iTitle: text('i_title').notNull(),
    oTitle: text('o_title').notNull(),
    poster: text('poster'), // 240x360
    background: text('background'), // 1280x720
    format: smallint('format').notNull(),
    /** First year shown (re_year) and last (fi_year); no last year means still running: "to date". */
    releasedYear: integer('released_year').notNull(),
    finishedYear: integer('finished_year'),
    rating: smallint('rating').notNull(),
    /** Average episode runtime in minutes. */
    runtime: integer('runtime').notNull(),
    trailer: text('trailer').notNull().default(''),
    plot: text('plot').notNull().default(''),
    enPlot: text('en_plot').notNull().default(''),
    theater: boolean('theater').notNull().default(false),
    mongolian: boolean('mongolian').notNull().default(false),
    ...gradeColumns(),
    watchedCount: integer('watched_count').notNull().default(0),
    searchKey: text('search_key').notNull().default(''),
    genreIds: linkIds('genre_ids'),
    subgenreIds: linkIds('subgenre_ids'),
    countryIds: linkIds('country_ids'),
    languageIds: linkIds('language_ids'),
    tagIds: linkIds('tag_ids'),
    ...catalogueColumns(),
  },
  (t) => [
    uniqueIndex('serials_slug_idx').on(t.slug),
    index('serials_search_trgm_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`),
    // The catalogue's sort indexes (serials_list_*_idx, one per sort order, each INCLUDING every filtered
    // column, as movies) are created in migration 0010: drizzle cannot declare INCLUDE columns.
    // A rare country, language, tag… matches a few serials: a bitmap of those beats a list index scan.
    index('serials_genre_ids_idx').using('gin', t.genreIds),
    index('serials_subgenre_ids_idx').using('gin', t.subgenreIds),
    index('serials_country_ids_idx').using('gin', t.countryIds),
    index('serials_language_ids_idx').using('gin', t.languageIds),
    index('serials_tag_ids_idx').using('gin', t.tagIds),
  ],
);

const serialLink = <T extends string>(name: T, column: string, target: () => AnyPgColumn) =>
  pgTable(
    name,
    {
      serialId: integer('serial_id')
        .notNull()
        .references(() => serials.id, { onDelete: 'cascade' }),
      refId: integer(column).notNull().references(target),
    },
    (t) => [primaryKey({ columns: [t.serialId, t.refId] }), index(`${name}_ref_idx`).on(t.refId, t.serialId)],
  );

export const serialLanguages = serialLink('serial_languages', 'language_id', () => languages.id);
export const serialGenres = serialLink('serial_genres', 'genre_id', () => genres.id);
export const serialSubgenres = serialLink('serial_subgenres', 'subgenre_id', () => subgenres.id);
export const serialCountries = serialLink('serial_countries', 'country_id', () => countries.id);
export const serialTags = serialLink('serial_tags', 'tag_id', () => tags.id);

/** Crew: jobs 1-17 (serials add 17, the initiator). */
export const serialArtists = pgTable(
  'serial_artists',
  {
    id: serial('id').primaryKey(),
    serialId: integer('serial_id')
      .notNull()
      .references(() => serials.id, { onDelete: 'cascade' }),
    artistId: integer('artist_id')
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    job: smallint('job').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('serial_artists_serial_idx').on(t.serialId, t.position), index('serial_artists_artist_idx').on(t.artistId)],
);

export const serialRoles = pgTable(
  'serial_roles',
  {
    id: serial('id').primaryKey(),
    serialId: integer('serial_id')
      .notNull()
      .references(() => serials.id, { onDelete: 'cascade' }),
    artistId: integer('artist_id')
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('serial_roles_serial_idx').on(t.serialId, t.position), index('serial_roles_artist_idx').on(t.artistId)],
);

/** A user's favourite and to-watch flags on a serial. */
export const serialUserFlags = pgTable(
  'serial_user_flags',
  {
    serialId: integer('serial_id')
      .notNull()
      .references(() => serials.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    favorite: boolean('favorite').notNull().default(false),
    watch: boolean('watch').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.serialId, t.userId] }), index('serial_user_flags_user_idx').on(t.userId)],
);

export const seasons = pgTable(
  'seasons',
  {
    id: serial('id').primaryKey(),
    serialId: integer('serial_id')
      .notNull()
      .references(() => serials.id, { onDelete: 'cascade' }),
    /** Unique within its serial; addressed as /serial/{serialSlug}/{seasonSlug}. */
    slug: text('slug').notNull(),
    seasonNum: integer('season_num').notNull(),
    name: text('name').notNull(),
    trailer: text('trailer').notNull().default(''),
    poster: text('poster'),
    /** Averages of the season's episodes (grade_average, g_average_audience) with their counts. */
    ...gradeColumns(),
    searchKey: text('search_key').notNull().default(''),
    ...catalogueColumns(),
  },
  (t) => [
    uniqueIndex('seasons_serial_slug_idx').on(t.serialId, t.slug),
    // Season numbers are unique within a serial (the form's rule, kept by the database under races too).
    uniqueIndex('seasons_serial_number_idx').on(t.serialId, t.seasonNum),
    index('seasons_serial_num_idx').on(t.serialId, t.publish, t.seasonNum, t.id),
    index('seasons_search_trgm_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`),
  ],
);

export const seasonImages = pgTable(
  'season_images',
  {
    id: serial('id').primaryKey(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('season_images_season_idx').on(t.seasonId, t.position)],
);

export const episodes = pgTable(
  'episodes',
  {
    id: serial('id').primaryKey(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    /** Unique within its season; addressed as /serial/{serialSlug}/{seasonSlug}/{episodeSlug}. */
    slug: text('slug').notNull(),
    episodeNum: integer('episode_num').notNull(),
    name: text('name').notNull(),
    runtime: integer('runtime').notNull(),
    background: text('background'), // 1280x720 scene image
    plot: text('plot').notNull().default(''),
    enPlot: text('en_plot').notNull().default(''),
    ...gradeColumns(),
    ...catalogueColumns(),
  },
  (t) => [
    uniqueIndex('episodes_season_slug_idx').on(t.seasonId, t.slug),
    uniqueIndex('episodes_season_number_idx').on(t.seasonId, t.episodeNum),
    // Episode lists, previous/next and counts walk this index in episode order.
    index('episodes_season_num_idx').on(t.seasonId, t.publish, t.episodeNum, t.id),
  ],
);

/** A user's watched and watching flags on an episode. */
export const episodeUserFlags = pgTable(
  'episode_user_flags',
  {
    episodeId: integer('episode_id')
      .notNull()
      .references(() => episodes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    watched: boolean('watched').notNull().default(false),
    watching: boolean('watching').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.episodeId, t.userId] }), index('episode_user_flags_user_idx').on(t.userId)],
);
