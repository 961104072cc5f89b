import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { movieDetailResponse } from '@mfi/contract/movies.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';
import { movieKeys } from './movie-keys';

export type MovieDetailResponse = z.infer<typeof movieDetailResponse>;

export function getMovieDetail(slug: string, signal?: AbortSignal): Promise<MovieDetailResponse> {
  return apiRequest('/movie/api-movie-detail/', { query: { slug }, signal });
}

/** The movie with the caller's flags; keyed by token too, since the flags and visibility depend on who asks. */
export function useMovieDetail(slug: string) {
  const token = useAuthToken();
  return useQuery({
    queryKey: [...movieKeys.detail(slug), token],
    queryFn: ({ signal }) => getMovieDetail(slug, signal),
  });
}
