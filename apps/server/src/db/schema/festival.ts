import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { artists } from './artists';
import { movies } from './movies';
import { serials } from './serials';
import { createdAt, ownerRef, times, userRef } from './columns';

// The festival (issue 17; part 1 sections 2, 5 and 6): festivals, their annual editions (one per year), the
// awards of an edition (winners and nominees, by category) and the films registered for an edition.
// docs/decisions/019-festival.md.

export const festivals = pgTable(
  'festivals',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    mongolName: text('mongol_name').notNull(),
    internationalName: text('international_name').notNull(),
    /** Media key of the 1280x720 JPEG. */
    background: text('background').notNull(),
    ...times(),
  },
  (t) => [uniqueIndex('festivals_slug_idx').on(t.slug)],
);

/**
 * A festival's former addresses (issue 26): a rename moves the slug with the international name, and the old
 * address answers 301 to the new one. A slug a festival takes again leaves this table.
 */
export const festivalFormerSlugs = pgTable('festival_former_slugs', {
  slug: text('slug').primaryKey(),
  festivalId: ownerRef('festival_id', () => festivals.id),
  createdAt: createdAt(),
});

export const festivalEditions = pgTable(
  'festival_editions',
  {
    id: serial('id').primaryKey(),
    festivalId: ownerRef('festival_id', () => festivals.id),
    year: smallint('year').notNull(),
    /** Sanitized HTML (lib/html, on every write), in Mongolian and in English. */
    agenda: text('agenda').notNull().default(''),
    agendaEn: text('agenda_en').notNull().default(''),
    description: text('description').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    guidance: text('guidance').notNull().default(''),
    guidanceEn: text('guidance_en').notNull().default(''),
    /** Media key of the 420x560 JPEG. */
    poster: text('poster').notNull(),
    /** Told to each registrant in the fee mail (the spec's dates were 2023's; each edition has its own). */
    paymentDeadline: timestamp('payment_deadline', { withTimezone: true }),
    resultsDate: date('results_date', { mode: 'string' }),
    ...times(),
  },
  (t) => [
    uniqueIndex('festival_editions_festival_year_idx').on(t.festivalId, t.year),
    index('festival_editions_year_idx').on(t.year.desc().nullsFirst()),
  ],
);

/** An award of an edition: a category won or nominated by a movie or a serial (exactly one), maybe naming an artist. */
export const festivalAwards = pgTable(
  'festival_awards',
  {
    id: serial('id').primaryKey(),
    editionId: ownerRef('edition_id', () => festivalEditions.id),
    category: text('category').notNull(),
    /** The category in English, for the English interface ('' when none: the Mongolian one stands in). */
    categoryEn: text('category_en').notNull().default(''),
    movieId: integer('movie_id').references(() => movies.id, { onDelete: 'cascade' }),
    serialId: integer('serial_id').references(() => serials.id, { onDelete: 'cascade' }),
    artistId: integer('artist_id').references(() => artists.id, { onDelete: 'cascade' }),
    /** A winner; otherwise a nominee. */
    win: boolean('win').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('festival_awards_one_title', sql`(${t.movieId} is null) <> (${t.serialId} is null)`),
    index('festival_awards_edition_idx').on(t.editionId, t.id),
    index('festival_awards_movie_idx').on(t.movieId),
    index('festival_awards_serial_idx').on(t.serialId),
    index('festival_awards_artist_idx').on(t.artistId),
  ],
);

/** A film registered for an edition by a member with the `ustga` flag; one per film and edition. */
export const festivalRegistrations = pgTable(
  'festival_registrations',
  {
    id: serial('id').primaryKey(),
    editionId: ownerRef('edition_id', () => festivalEditions.id),
    userId: userRef(),
    movieId: ownerRef('movie_id', () => movies.id),
    /** The director's register number (part 1 section 5's `director_id`: two Cyrillic letters, eight digits). */
    directorRegisterNumber: text('director_register_number').notNull().default(''),
    /** The director the entrant picked from the catalogue, if any (the column kept its first name). */
    directorArtistId: integer('director_id').references(() => artists.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    phoneCode: text('phone_code').notNull(),
    phoneNumber: text('phone_number').notNull(),
    movieLink: text('movie_link').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('festival_registrations_edition_movie_idx').on(t.editionId, t.movieId),
    index('festival_registrations_edition_created_idx').on(t.editionId, t.createdAt),
  ],
);
