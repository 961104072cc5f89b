import { z } from 'zod';
import { flagParam } from './fields';

// The home page's calls (part 1 sections 3 "Review card", "Latest movie/serial" and 7 "Home"). The journal
// carousel's call is the journals' (journals.schemas.ts homeJournalListResponse), the list cards' the lists'
// (lists.schemas.ts homeListedMoviesResponse).

/** A flag that is false when left out or blank; anything but true/false/1/0 is «Утга буруу байна!». */
const offByDefault = flagParam.transform((v) => v ?? false);

/**
 * GET /movie/api-home-latest-movie-reviews/ and /serial/api-home-latest-episode-reviews/: `critic` picks
 * the critics' reviews or everyone else's (the author's critic flag when they rated), `detailed` the
 * critics' long reviews instead of the short ones.
 */
export const homeReviewsQuery = z.object({ critic: offByDefault, detailed: offByDefault });
export type HomeReviewsQuery = z.infer<typeof homeReviewsQuery>;

/**
 * A review card. `user_grade` is the author's own grade of the title (0-100, their rating beside the review),
 * `grade` the title's grade among the same readers (critics' for a critic card, the audience's otherwise),
 * null before anyone graded it. `title` is a detailed review's title, or a short review's text; a short review
 * marked as a spoiler keeps its text back (`spoiler` true, `title` empty): the title's page covers it.
 */
export const homeMovieReviewCard = z.object({
  slug: z.string(),
  poster: z.string().nullable(),
  user_slug: z.string(),
  user_image: z.string().nullable(),
  user_name: z.string(),
  user_grade: z.number().int().nullable(),
  grade: z.number().int().nullable(),
  movie_title: z.string(),
  /** Designed: the title's international name, for the English interface. */
  movie_i_title: z.string(),
  title: z.string(),
  spoiler: z.boolean(),
});
export type HomeMovieReviewCard = z.infer<typeof homeMovieReviewCard>;

/** An episode's card: `slug` and `movie_title` are the serial's, with the season's and episode's slugs and numbers. */
export const homeEpisodeReviewCard = homeMovieReviewCard.extend({
  serial_slug: z.string(),
  season_slug: z.string(),
  episode_slug: z.string(),
  season_num: z.number().int(),
  episode_num: z.number().int(),
});
export type HomeEpisodeReviewCard = z.infer<typeof homeEpisodeReviewCard>;

export const homeMovieReviewsResponse = z.object({ latest_review_list: z.array(homeMovieReviewCard) });
export const homeEpisodeReviewsResponse = z.object({ latest_review_list: z.array(homeEpisodeReviewCard) });

/** The latest published movies and serials (newest added first): their slug and poster. */
export const latestTitle = z.object({
  slug: z.string(),
  poster: z.string().nullable(),
  title: z.string(),
  /** Designed: the international title, for the English interface (decision 023). */
  i_title: z.string(),
});
export type LatestTitle = z.infer<typeof latestTitle>;
export const latestMoviesResponse = z.object({ latest_movie_list: z.array(latestTitle) });
export const latestSerialsResponse = z.object({ latest_serial_list: z.array(latestTitle) });
