import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
  ownerColumn,
  titleColumns,
  userFlagsTable,
} from './columns';
import { castTable, crewTable, imagesTable, titleLinkTables } from './title-parts';

// Serials, their seasons and episodes (part 2 section 3). The shape follows movies: derived grades and
// counts are stored columns (seasons and serials: averages of their published episodes, kept by
// recomputeSeasonGrades / recomputeSerialGrades), and the link ids are copied into arrays for the
// catalogue filters (db/link-ids syncSerialLinkIds, in the transaction that writes the links).

export const serials = pgTable(
  'serials',
  {
    ...titleColumns(),
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
    ...linkIdColumns(),
    ...tmdbIdColumn(),
    ...imdbIdColumn(),
    ...catalogueColumns(),
  },
  (t) => [
    uniqueIndex('serials_slug_idx').on(t.slug),
    tmdbIdIndex('serials', t),
    imdbIdIndex('serials', t),
    index('serials_search_trgm_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`),
    // The catalogue's sort indexes (serials_list_*_idx, one per sort order, each INCLUDING every filtered
    // column, as movies) are created in migration 0010: drizzle cannot declare INCLUDE columns.
    ...linkIdIndexes('serials', t),
    ...draftIndexes('serials', t, t.createdBy, sql`${t.publish} = false`),
  ],
);

/** What the reviews, reactions, flags and parts of a serial hang from (columns.ts Owner). */
/** How many serials each list key holds (columns.ts listCountsTable; its year is the first year). */
export const serialListCounts = listCountsTable('serial_list_counts');

/** A serial's places in the catalogue (columns.ts listKeysTable; its year is the first year). */
export const serialListKeys = listKeysTable('serial_list_keys');

export const serialOwner = { key: 'serialId', column: 'serial_id', target: () => serials.id } as const;

/** The reference lists a serial links to. */
export const serialLinks = titleLinkTables('serial', serialOwner);
export const {
  languages: serialLanguages,
  genres: serialGenres,
  subgenres: serialSubgenres,
  countries: serialCountries,
  tags: serialTags,
} = serialLinks;

/** Crew: jobs 1-17 (serials add 17, the initiator). */
export const serialArtists = crewTable('serial_artists', serialOwner);
export const serialRoles = castTable('serial_roles', serialOwner);

/** A member's favourite and to-watch flags on a serial. */
export const serialUserFlags = userFlagsTable('serial_user_flags', serialOwner, {
  favorite: flag('favorite'),
  watch: flag('watch'),
});

export const seasons = pgTable(
  'seasons',
  {
    id: serial('id').primaryKey(),
    ...ownerColumn(serialOwner),
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
    ...draftIndexes('seasons', t, t.createdBy, sql`${t.publish} = false`),
    index('seasons_search_trgm_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`),
  ],
);

/** What a season's reviews, reactions, images and episodes hang from. */
export const seasonOwner = { key: 'seasonId', column: 'season_id', target: () => seasons.id } as const;

export const seasonImages = imagesTable('season_images', seasonOwner);

export const episodes = pgTable(
  'episodes',
  {
    id: serial('id').primaryKey(),
    ...ownerColumn(seasonOwner),
    /** Unique within its season; addressed as /serial/{serialSlug}/{seasonSlug}/{episodeSlug}. */
    slug: text('slug').notNull(),
    episodeNum: integer('episode_num').notNull(),
    name: text('name').notNull(),
    /** The English name, for the English interface ('' when none: the Mongolian one stands in). */
    nameEn: text('name_en').notNull().default(''),
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
    ...draftIndexes('episodes', t, t.createdBy, sql`${t.publish} = false`),
    // Episode lists, previous/next and counts walk this index in episode order.
    index('episodes_season_num_idx').on(t.seasonId, t.publish, t.episodeNum, t.id),
  ],
);

/** What an episode's reviews, reactions and flags hang from. */
export const episodeOwner = { key: 'episodeId', column: 'episode_id', target: () => episodes.id } as const;

/** A member's watched and watching flags on an episode. */
export const episodeUserFlags = userFlagsTable('episode_user_flags', episodeOwner, {
  watched: flag('watched'),
  watching: flag('watching'),
});
