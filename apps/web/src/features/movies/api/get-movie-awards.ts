import { useLoadMoreList } from './load-more';

/** GET /movie/api-movie-award-list/: awards arrive with the festival issue; the list is empty until then. */
export type MovieAward = { award?: string; award_slug?: string; date?: string; win?: boolean; nominee?: boolean };
export const useMovieAwards = (slug: string) =>
  useLoadMoreList<'awards', MovieAward>(slug, '/movie/api-movie-award-list/', 'awards');
