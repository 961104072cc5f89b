import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MovieCard } from '@mfi/contract/movies.schemas';
import { apiRequest } from '../../../lib/api-client';
import { movieKeys } from './movie-keys';

export type MovieListParams = Record<string, string | number | boolean | undefined>;
export type MovieListResponse = { results: MovieCard[]; count: number };

/** GET /movie/movie-list/ (part 2 section 7): 64 a page, `results` and `count`. */
export function getMovieList(params: MovieListParams, signal?: AbortSignal): Promise<MovieListResponse> {
  return apiRequest('/movie/movie-list/', { query: params, signal });
}

export function useMovieList(params: MovieListParams) {
  return useQuery({
    queryKey: movieKeys.list(params),
    queryFn: ({ signal }) => getMovieList(params, signal),
    placeholderData: keepPreviousData,
  });
}
