import { useQuery } from '@tanstack/react-query';
import type { MovieDetail, MovieUserFlags } from '@mfi/contract/movies.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';
import { movieKeys } from './movie-keys';

export type MovieDetailResponse = MovieUserFlags & {
  movie_detail: MovieDetail;
  user_reactions: { react1: string | null; react2: string | null; react3: string | null };
  /** The movie's reactions with their counts, most picked first. */
  top_reactions?: { reaction: string; count: number }[];
};

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
