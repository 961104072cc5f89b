import type { MovieUserFlags } from '@mfi/contract/movies.schemas';
import { useFlagToggle } from '../../../components/catalogue/flag-toggle';
import { apiRequest } from '../../../lib/api-client';
import type { MovieDetailResponse } from './get-movie-detail';
import { movieKeys } from './movie-keys';

export type MovieFlag = 'favorite' | 'watch' | 'watching';

const PATHS: Record<MovieFlag, string> = {
  favorite: '/movie/api-favorite-movie/',
  watch: '/movie/api-watch-movie/',
  watching: '/movie/api-watching-movie/',
};
/** POST /movie/api-favorite-movie/, /api-watch-movie/, /api-watching-movie/ {movie}: answers every flag. */
export function toggleMovieFlag(flag: MovieFlag, movie: number): Promise<MovieUserFlags> {
  return apiRequest(PATHS[flag], { method: 'POST', body: { movie } });
}

/** Flips the flag on screen at once and rolls back when the call fails (part 2 section 4). */
export function useToggleMovieFlag(slug: string, movieId: number) {
  return useFlagToggle<MovieDetailResponse, MovieFlag, MovieUserFlags>(movieKeys.detail(slug), (flag) =>
    toggleMovieFlag(flag, movieId),
  );
}
