import type { MovieUserFlags } from '@mfi/contract/movies.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useOptimisticToggle } from '../../../lib/optimistic-toggle';
import type { MovieDetailResponse } from './get-movie-detail';
import { movieKeys } from './movie-keys';

export type MovieFlag = 'favorite' | 'watch' | 'watching';

const PATHS: Record<MovieFlag, string> = {
  favorite: '/movie/api-favorite-movie/',
  watch: '/movie/api-watch-movie/',
  watching: '/movie/api-watching-movie/',
};
const FIELDS: Record<MovieFlag, keyof MovieUserFlags> = {
  favorite: 'user_favorite',
  watch: 'user_watch',
  watching: 'user_watching',
};

/** POST /movie/api-favorite-movie/, /api-watch-movie/, /api-watching-movie/ {movie}: answers every flag. */
export function toggleMovieFlag(flag: MovieFlag, movie: number): Promise<MovieUserFlags> {
  return apiRequest(PATHS[flag], { method: 'POST', body: { movie } });
}

/**
 * Flips the flag on screen at once (part 2 section 4) and rolls back when the call fails; the server's
 * answer then sets every flag, since one toggle may change another.
 */
export function useToggleMovieFlag(slug: string, movieId: number) {
  return useOptimisticToggle<MovieDetailResponse, MovieFlag, MovieUserFlags>({
    queryKey: movieKeys.detail(slug),
    send: (flag) => toggleMovieFlag(flag, movieId),
    flip: (detail, flag) => ({ ...detail, [FIELDS[flag]]: !detail[FIELDS[flag]] }),
    settle: (detail, flags) => ({ ...detail, ...flags }),
  });
}
