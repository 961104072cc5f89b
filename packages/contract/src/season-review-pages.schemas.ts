import { z } from 'zod';
import { slugParam } from './fields';
import { reviewDetailResponse } from './reviews.schemas';

// The /season-review list and detail (part 2 section 2: "fetching not shown"), designed in the style of
// the episode calls: GET /serial/season-detailed-review-list/ {search, page} and
// GET /serial/season-detailed-review-detail/ {slug, serialSlug, seasonSlug}, with the same keys, the
// episode__ prefixes read season__.

export const seasonReviewListItem = z.object({
  user__user_slug: z.string(),
  season__serial__serial_slug: z.string(),
  season__season_slug: z.string(),
  season__serial__serial_poster: z.string().nullable(),
  season__season_poster: z.string().nullable(),
  season__serial__m_title: z.string().describe('the serial’s Mongolian title'),
  season__season_name: z.string(),
  season__season_num: z.number(),
  user__image: z.string().nullable(),
  user__username: z.string(),
  title: z.string(),
});
export type SeasonReviewListItem = z.infer<typeof seasonReviewListItem>;
export const seasonReviewListResponse = z.object({
  review_list: z.array(seasonReviewListItem),
  review_total: z.number(),
  review_page: z.number(),
});

export const seasonReviewDetailQuery = z.object({ slug: slugParam, serialSlug: slugParam, seasonSlug: slugParam });
export const seasonReviewDetailResponse = z.object({
  review_detail: reviewDetailResponse.shape.review_detail.omit({ review_movie: true }).extend({
    review_season: z.object({ serial_slug: z.string(), season_slug: z.string(), poster: z.string().nullable() }),
  }),
});
