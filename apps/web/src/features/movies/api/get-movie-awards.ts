import type { TitleAward } from '@mfi/contract/festival.schemas';
import { useLoadMoreList } from './load-more';

/** GET /movie/api-movie-award-list/ {slug, loadMore} -> awards, end_point: the festival awards of the movie. */
export const useMovieAwards = (slug: string) =>
  useLoadMoreList<'awards', TitleAward>(slug, '/movie/api-movie-award-list/', 'awards');
