import { z } from 'zod';
import { currentYear, msg, slugParam } from './fields';

// A member's year in review (issue 29 part 4, decision 038): what they watched in one calendar year (the
// diary's viewings, and ratings with no diary entry dated by the rating), as figures for the page's charts and
// the share image. Designed in the style of the profile's calls; public as the profile is.

/** The first year a review may be asked for: nothing on the site is older. */
export const YEAR_REVIEW_FIRST = 1990;
/** How many genres, countries, directors and graded titles each top list holds. */
export const YEAR_REVIEW_TOP = 5;
export const YEAR_REVIEW_RATED = 10;

/** A year from YEAR_REVIEW_FIRST to this year (Ulaanbaatar's), else "invalid value". */
export const yearReviewYear = z.coerce
  .number(msg('invalidValue'))
  .int(msg('invalidValue'))
  .min(YEAR_REVIEW_FIRST, msg('invalidValue'))
  .refine((y) => y <= currentYear(), msg('invalidValue'));

export const yearReviewQuery = z.object({ slug: slugParam, year: yearReviewYear });
export type YearReviewQuery = z.infer<typeof yearReviewQuery>;

/** A genre, country or director with the number of titles (movies and serials) of the year it holds. */
const counted = z.object({
  id: z.number(),
  name: z.string(),
  /** The English name ('' when none: the Mongolian one stands in). */
  name_en: z.string(),
  /** A director's page (their slug); null for a genre or a country. */
  slug: z.string().nullable(),
  count: z.number(),
});
export type YearReviewCounted = z.infer<typeof counted>;

/** A title the member graded that year, with the site's critics' and audience grades beside theirs. */
const rated = z.object({
  kind: z.enum(['movie', 'episode']),
  id: z.number(),
  /** The movie's or the serial's Mongolian and international titles. */
  m_title: z.string(),
  i_title: z.string(),
  /** An episode's name and its English one (null for a movie). */
  episode_name: z.string().nullable(),
  episode_name_en: z.string().nullable(),
  season_num: z.number().nullable(),
  episode_num: z.number().nullable(),
  /** The movie's slug, or the serial's, season's and episode's: the title's page. */
  slug: z.string(),
  season_slug: z.string().nullable(),
  episode_slug: z.string().nullable(),
  year: z.number(),
  poster: z.string().nullable(),
  /** The member's grade (the latest graded viewing of the year), 0–100. */
  grade: z.number(),
  critic_grade: z.number().nullable(),
  audience_grade: z.number().nullable(),
});
export type YearReviewRated = z.infer<typeof rated>;

export const yearReviewResponse = z.object({
  user: z.object({ slug: z.string(), username: z.string(), image: z.string().nullable() }),
  year: z.number(),
  /** The years the member has viewings in, newest first (the page's year picker). */
  years: z.array(z.number()),
  /** Distinct movies and episodes watched (a season's viewing counts its episodes). */
  films: z.number(),
  episodes: z.number(),
  /** Every viewing, rewatches included, and how many were rewatches. */
  viewings: z.number(),
  rewatches: z.number(),
  /** The runtimes of every viewing, in minutes. */
  minutes: z.number(),
  /** Viewings in each month, January first (12 numbers). */
  months: z.array(z.number()).length(12),
  genres: z.array(counted),
  countries: z.array(counted),
  directors: z.array(counted),
  /** The member's highest graded titles of the year, best first. */
  highest_rated: z.array(rated),
  /** Averages over the titles the member graded that year: theirs, and the site's for the same titles. */
  grades: z.object({
    count: z.number(),
    member: z.number().nullable(),
    critics: z.number().nullable(),
    audience: z.number().nullable(),
  }),
});
export type YearReviewResponse = z.infer<typeof yearReviewResponse>;

/** The share image's address (the server's sharp rendering of the figures, 1200×630). */
export const yearReviewImagePath = (slug: string, year: number) =>
  `/api/user/api/v-user-year-image/?${new URLSearchParams({ slug, year: String(year) })}`;
