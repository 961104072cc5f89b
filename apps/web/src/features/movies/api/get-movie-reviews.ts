import { useLoadMoreList } from './load-more';

/** Short review card of part 2 section 3; the reviews issue fills these lists. */
export type MovieReviewCard = { id: number; user_slug?: string; grade?: number; review?: string };
export type ReviewKind = 'critic' | 'audience';

/** GET /movie/api-movie-critic-reviews/ and /api-movie-audience-reviews/ -> api_movie_reviews, end_point. */
export const useMovieReviews = (slug: string, kind: ReviewKind) =>
  useLoadMoreList<'api_movie_reviews', MovieReviewCard>(slug, `/movie/api-movie-${kind}-reviews/`, 'api_movie_reviews');
