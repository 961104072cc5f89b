import { z } from 'zod';
import { flagParam, idOrSlug, idParam, loadMoreParam, msg, pageParam, searchParam, slugParam } from './fields';
import { DETAILED_REVIEW_MAX, GRADE_MAX, REVIEW_MAX, REVIEW_TITLE_MAX, SEASON_REVIEW_MAX } from './limits';
import type { MessageKey } from './messages';

// Ratings, reviews and likes (part 2 sections 3 "Reviews", 5 and 7). Body fields and response keys are
// the original client's.

const issue = (ctx: z.RefinementCtx, key: MessageKey, path: string) =>
  ctx.addIssue({ code: 'custom', message: key, path: [path] });

/**
 * The submit calls also load the caller's review: "opening a review dialog calls the submit endpoint
 * with load false to fetch the existing review" (part 2 section 4). A call with `load` false that sends
 * nothing to save (each of `content` absent or empty) fetches; any other call saves, and is checked as
 * a save (our client's saves send `load` true).
 */
const fetchesOwn = (load: boolean | undefined, content: unknown[]) =>
  load === false && content.every((v) => v === undefined || v === null || v === '');

/**
 * A grade 0-100, whole numbers only: missing is «gradeRequired», anything else wrong (-1, 101, 50.5,
 * text) is «gradeInvalid». Numeric text is accepted, as form fields send it.
 */
export function parseGrade(value: unknown): number | MessageKey {
  if (value === undefined || value === null || value === '') return 'gradeRequired';
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)
        ? Number(value)
        : NaN;
  return Number.isInteger(n) && n >= 0 && n <= GRADE_MAX ? n : 'gradeInvalid';
}

const reviewText = z.preprocess(
  (v) => (v === null || v === undefined ? '' : v),
  z.string(msg('invalidValue')).trim().max(REVIEW_MAX, msg('tooLong500')),
);

/**
 * POST /movie/api-movie-review/: `load` false with nothing to save answers the caller's review (fetchesOwn);
 * otherwise a save, where the grade is required. The grade is checked after parsing so that a fetch needs none.
 */
export const movieReviewBody = z
  .object({
    movie: idOrSlug,
    load: flagParam,
    grade: z.unknown().optional(),
    review: reviewText.optional(),
    spoiler: flagParam,
  })
  .transform((body, ctx) => {
    if (fetchesOwn(body.load, [body.grade, body.review])) return { movie: body.movie, fetch: true as const };
    const grade = parseGrade(body.grade);
    if (typeof grade !== 'number') {
      issue(ctx, grade, 'grade');
      return z.NEVER;
    }
    return {
      movie: body.movie,
      fetch: false as const,
      grade,
      review: body.review ?? '',
      spoiler: body.spoiler ?? false,
    };
  });
export type MovieReviewBody = z.output<typeof movieReviewBody>;

export const movieReviewResponse = z.object({
  grade: z.number().nullable(),
  spoiler: z.boolean(),
  review: z.string(),
  review_check: z.boolean(),
});

/** POST /movie/api-movie-detailed-review/: title and HTML text required unless loading. */
export const detailedReviewBody = z
  .object({
    movie: idOrSlug,
    load: flagParam,
    title: z.string(msg('invalidValue')).trim().max(REVIEW_TITLE_MAX, msg('invalidValue')).optional(),
    review: z.string(msg('invalidValue')).max(DETAILED_REVIEW_MAX, msg('invalidValue')).optional(),
  })
  .transform((body, ctx) => {
    if (fetchesOwn(body.load, [body.title, body.review])) return { movie: body.movie, fetch: true as const };
    if (!body.title) issue(ctx, 'reviewTitleRequired', 'title');
    if (!body.review?.trim()) issue(ctx, 'detailedReviewRequired', 'review');
    if (!body.title || !body.review?.trim()) return z.NEVER;
    return { movie: body.movie, fetch: false as const, title: body.title, review: body.review };
  });
export type DetailedReviewBody = z.output<typeof detailedReviewBody>;

export const detailedReviewResponse = z.object({ title: z.string(), review: z.string() });
export const successResponse = z.object({ success: z.boolean() });

/** A short review card on the critic and audience tabs. */
export const reviewCard = z.object({
  id: z.number(),
  user_slug: z.string(),
  user_image: z.string().nullable(),
  user_name: z.string(),
  grade: z.number().nullable(),
  date: z.string().describe('ISO time of writing'),
  edited: z.boolean(),
  spoiler: z.boolean(),
  review: z.string(),
  critic: z.boolean(),
  user_like: z.boolean(),
  total_likes: z.number(),
  has_detailed_review: z.boolean().describe('designed: a critic card links to the detailed review only when it exists'),
});
export type ReviewCard = z.infer<typeof reviewCard>;

export const movieReviewsQuery = z.object({ slug: slugParam, loadMore: loadMoreParam() });
export const movieReviewsResponse = z.object({ api_movie_reviews: z.array(reviewCard), end_point: z.boolean() });

export const likeMovieReviewBody = z.object({
  movie: idOrSlug,
  review: idParam,
});
export const likeDetailedReviewBody = z.object({
  id: idParam,
});
export const likeResponse = z.object({ user_like: z.boolean(), total_likes: z.number() });

export const reviewListQuery = z.object({
  search: searchParam,
  page: pageParam,
});
export const movieReviewListItem = z.object({
  user__user_slug: z.string(),
  movie__movie_slug: z.string(),
  movie__movie_poster: z.string().nullable(),
  user__image: z.string().nullable(),
  user__username: z.string(),
  title: z.string(),
});
export const movieReviewListResponse = z.object({
  review_list: z.array(movieReviewListItem),
  review_total: z.number(),
  review_page: z.number(),
});

export const reviewDetailQuery = z.object({ slug: slugParam, movieSlug: slugParam });
export const recentReview = z.object({
  slug: z.string().describe('the movie slug'),
  serial_slug: z.string().nullable(),
  season_slug: z.string().nullable(),
  episode_slug: z.string().nullable(),
  poster: z.string().nullable(),
  title: z.string(),
  published: z.string(),
});
export const reviewDetailResponse = z.object({
  review_detail: z.object({
    id: z.number(),
    title: z.string(),
    user: z.string(),
    user_slug: z.string(),
    published: z.string(),
    content: z.string().describe('sanitized HTML'),
    total_likes: z.number(),
    user_like: z.boolean(),
    review_movie: z.object({ slug: z.string(), poster: z.string().nullable() }),
    recent_critics: z.array(recentReview),
  }),
});

// ---------------------------------------------------------------------------------------------------
// Seasons and episodes (part 2 section 7 "Seasons and episodes"; the tab paths are designed).

const seasonSlugs = { serialSlug: slugParam, seasonSlug: slugParam };
const episodeSlugs = { ...seasonSlugs, episodeSlug: slugParam };

/** POST /serial/api-submit-season-review/: text required (≤ 1000) unless loading; no grade. */
export const seasonReviewBody = z
  .object({
    ...seasonSlugs,
    load: flagParam,
    review: z.string(msg('invalidValue')).trim().max(SEASON_REVIEW_MAX, msg('tooLong1000')).optional(),
    spoiler: flagParam,
  })
  .transform((body, ctx) => {
    const slugs = { serialSlug: body.serialSlug, seasonSlug: body.seasonSlug };
    if (fetchesOwn(body.load, [body.review])) return { ...slugs, fetch: true as const };
    if (!body.review) {
      issue(ctx, 'seasonReviewRequired', 'review');
      return z.NEVER;
    }
    return { ...slugs, fetch: false as const, review: body.review, spoiler: body.spoiler ?? false };
  });
export type SeasonReviewBody = z.output<typeof seasonReviewBody>;
export const seasonReviewResponse = z.object({ review: z.string(), spoiler: z.boolean(), review_check: z.boolean() });
export const seasonRefBody = z.object(seasonSlugs);

/** POST /serial/api-submit-episode-review/: as a movie rating. */
export const episodeReviewBody = z
  .object({
    ...episodeSlugs,
    load: flagParam,
    grade: z.unknown().optional(),
    review: reviewText.optional(),
    spoiler: flagParam,
  })
  .transform((body, ctx) => {
    const slugs = { serialSlug: body.serialSlug, seasonSlug: body.seasonSlug, episodeSlug: body.episodeSlug };
    if (fetchesOwn(body.load, [body.grade, body.review])) return { ...slugs, fetch: true as const };
    const grade = parseGrade(body.grade);
    if (typeof grade !== 'number') {
      issue(ctx, grade, 'grade');
      return z.NEVER;
    }
    return { ...slugs, fetch: false as const, grade, review: body.review ?? '', spoiler: body.spoiler ?? false };
  });
export type EpisodeReviewBody = z.output<typeof episodeReviewBody>;
export const episodeRefBody = z.object(episodeSlugs);

/** POST /serial/api-like-season-review/ {serial, season, review}: serial and season are slugs. */
export const likeSeasonReviewBody = z.object({ serial: slugParam, season: slugParam, review: idParam });
export const likeEpisodeReviewBody = z.object({ ...episodeSlugs, review: idParam });

export const seasonReviewsQuery = z.object({ ...seasonSlugs, loadMore: loadMoreParam() });
export const seasonReviewsResponse = z.object({ api_season_reviews: z.array(reviewCard), end_point: z.boolean() });
export const episodeReviewsQuery = z.object({ ...episodeSlugs, loadMore: loadMoreParam() });
export const episodeReviewsResponse = z.object({ api_episode_reviews: z.array(reviewCard), end_point: z.boolean() });

/** POST /serial/api-submit-episode-detailed-review/ (form; the cover is an optional JPEG file `cover`). */
export const episodeDetailedReviewFields = z
  .object({
    ...episodeSlugs,
    load: flagParam,
    title: z.string(msg('invalidValue')).trim().max(REVIEW_TITLE_MAX, msg('invalidValue')).optional(),
    review: z.string(msg('invalidValue')).max(DETAILED_REVIEW_MAX, msg('invalidValue')).optional(),
  })
  .transform((body, ctx) => {
    const slugs = { serialSlug: body.serialSlug, seasonSlug: body.seasonSlug, episodeSlug: body.episodeSlug };
    if (fetchesOwn(body.load, [body.title, body.review])) return { ...slugs, fetch: true as const };
    if (!body.title) issue(ctx, 'reviewTitleRequired', 'title');
    if (!body.review?.trim()) issue(ctx, 'detailedReviewRequired', 'review');
    if (!body.title || !body.review?.trim()) return z.NEVER;
    return { ...slugs, fetch: false as const, title: body.title, review: body.review };
  });
export const episodeDetailedReviewResponse = z.object({
  title: z.string(),
  review: z.string(),
  cover: z.string().nullable(),
});

export const episodeReviewListItem = z.object({
  user__user_slug: z.string(),
  episode__season__serial__serial_slug: z.string(),
  episode__season__season_slug: z.string(),
  episode__episode_slug: z.string(),
  episode__season__serial__serial_poster: z.string().nullable(),
  episode__episode_name: z.string(),
  /** Designed: the episode's English name, for the English interface ('' when none). */
  episode__episode_name_en: z.string(),
  episode__season__season_name: z.string(),
  user__image: z.string().nullable(),
  user__username: z.string(),
  title: z.string(),
});
export const episodeReviewListResponse = z.object({
  review_list: z.array(episodeReviewListItem),
  review_total: z.number(),
  review_page: z.number(),
});

export const episodeReviewDetailQuery = z.object({ slug: slugParam, ...episodeSlugs });
export const episodeReviewDetailResponse = z.object({
  review_detail: reviewDetailResponse.shape.review_detail.omit({ review_movie: true }).extend({
    cover: z.string().nullable(),
    review_episode: z.object({
      serial_slug: z.string(),
      season_slug: z.string(),
      episode_slug: z.string(),
      poster: z.string().nullable(),
    }),
  }),
});

/** POST /serial/api-submit-season-detailed-review/ (a form in the original; JSON accepted too). */
export const seasonDetailedReviewFields = z
  .object({
    ...seasonSlugs,
    load: flagParam,
    title: z.string(msg('invalidValue')).trim().max(REVIEW_TITLE_MAX, msg('invalidValue')).optional(),
    review: z.string(msg('invalidValue')).max(DETAILED_REVIEW_MAX, msg('invalidValue')).optional(),
  })
  .transform((body, ctx) => {
    const slugs = { serialSlug: body.serialSlug, seasonSlug: body.seasonSlug };
    if (fetchesOwn(body.load, [body.title, body.review])) return { ...slugs, fetch: true as const };
    if (!body.title) issue(ctx, 'reviewTitleRequired', 'title');
    if (!body.review?.trim()) issue(ctx, 'detailedReviewRequired', 'review');
    if (!body.title || !body.review?.trim()) return z.NEVER;
    return { ...slugs, fetch: false as const, title: body.title, review: body.review };
  });
