import { z } from 'zod';
import { flagParam, idOrSlug, intParam, SEARCH_MAX, slugParam } from './catalogue.fields';
import { DETAILED_REVIEW_MAX, GRADE_MAX, REVIEW_MAX, REVIEW_TITLE_MAX } from './limits';
import type { MessageKey } from './messages';
import { msg } from './params';

// Ratings, reviews and likes (part 2 sections 3 "Reviews", 5 and 7). Body fields and response keys are
// the original client's.

const issue = (ctx: z.RefinementCtx, key: MessageKey, path: string) => ctx.addIssue({ code: 'custom', message: key, path: [path] });

/**
 * A grade 0-100, whole numbers only: missing is «gradeRequired», anything else wrong (-1, 101, 50.5,
 * text) is «gradeInvalid». Numeric text is accepted, as form fields send it.
 */
export function parseGrade(value: unknown): number | MessageKey {
  if (value === undefined || value === null || value === '') return 'gradeRequired';
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 0 && n <= GRADE_MAX ? n : 'gradeInvalid';
}

const reviewText = z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string(msg('invalidValue')).trim().max(REVIEW_MAX, msg('tooLong500')));

/**
 * POST /movie/api-movie-review/: `load` true answers the caller's review; otherwise a save, where the
 * grade is required. The grade is checked after parsing so that a load needs none.
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
    if (body.load) return { movie: body.movie, load: true as const };
    const grade = parseGrade(body.grade);
    if (typeof grade !== 'number') {
      issue(ctx, grade, 'grade');
      return z.NEVER;
    }
    return { movie: body.movie, load: false as const, grade, review: body.review ?? '', spoiler: body.spoiler ?? false };
  });
export type MovieReviewBody = z.output<typeof movieReviewBody>;

export const movieReviewResponse = z.object({ grade: z.number().nullable(), spoiler: z.boolean(), review: z.string(), review_check: z.boolean() });

/** POST /movie/api-movie-detailed-review/: title and HTML text required unless loading. */
export const detailedReviewBody = z
  .object({
    movie: idOrSlug,
    load: flagParam,
    title: z.string(msg('invalidValue')).trim().max(REVIEW_TITLE_MAX, msg('invalidValue')).optional(),
    review: z.string(msg('invalidValue')).max(DETAILED_REVIEW_MAX, msg('invalidValue')).optional(),
  })
  .transform((body, ctx) => {
    if (body.load) return { movie: body.movie, load: true as const };
    if (!body.title) issue(ctx, 'reviewTitleRequired', 'title');
    if (!body.review?.trim()) issue(ctx, 'detailedReviewRequired', 'review');
    if (!body.title || !body.review?.trim()) return z.NEVER;
    return { movie: body.movie, load: false as const, title: body.title, review: body.review };
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
});
export type ReviewCard = z.infer<typeof reviewCard>;

export const movieReviewsQuery = z.object({ slug: slugParam, loadMore: intParam(1, 10_000) });
export const movieReviewsResponse = z.object({ api_movie_reviews: z.array(reviewCard), end_point: z.boolean() });

export const likeMovieReviewBody = z.object({ movie: idOrSlug, review: z.coerce.number(msg('invalidValue')).int(msg('invalidValue')).positive(msg('invalidValue')) });
export const likeDetailedReviewBody = z.object({ id: z.coerce.number(msg('invalidValue')).int(msg('invalidValue')).positive(msg('invalidValue')) });
export const likeResponse = z.object({ user_like: z.boolean(), total_likes: z.number() });

export const reviewListQuery = z.object({
  search: z.string().trim().max(SEARCH_MAX, msg('invalidValue')).optional(),
  page: intParam(1, 100_000),
});
export const movieReviewListItem = z.object({
  user__user_slug: z.string(),
  movie__movie_slug: z.string(),
  movie__movie_poster: z.string().nullable(),
  user__image: z.string().nullable(),
  user__username: z.string(),
  title: z.string(),
});
export const movieReviewListResponse = z.object({ review_list: z.array(movieReviewListItem), review_total: z.number(), review_page: z.number() });

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
