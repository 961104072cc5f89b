import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { movieSearchResponse } from '@mfi/contract/movies.schemas';
import { apiRequest } from '../../../lib/api-client';
import { journalKeys } from './journal-keys';

export type MoviePick = z.infer<typeof movieSearchResponse>['movie_list'][number];

/** GET /movie/api-search-movie-list/ {movie} -> movie_list: the form's related-movie picker, both scripts. */
export function useMovieSearch(text: string) {
  const term = text.trim();
  return useQuery({
    queryKey: journalKeys.search('movie', term),
    queryFn: ({ signal }) =>
      apiRequest<{ movie_list: MoviePick[] }>('/movie/api-search-movie-list/', { query: { movie: term }, signal }).then(
        (data) => data.movie_list,
      ),
    enabled: term.length > 0,
    staleTime: 60_000,
  });
}
