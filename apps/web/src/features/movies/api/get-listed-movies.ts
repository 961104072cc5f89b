import { useQuery } from '@tanstack/react-query';
import type { MovieListCard } from '@mfi/contract/lists.schemas';
import { apiRequest } from '../../../lib/api-client';
import { movieKeys } from './movie-keys';

/** GET /movie/api-listed-movies/ {slug} -> listed_movies. */
export function useListedMovies(slug: string) {
  return useQuery({
    queryKey: movieKeys.sub(slug, 'listed'),
    queryFn: ({ signal }) =>
      apiRequest<{ listed_movies: MovieListCard[] }>('/movie/api-listed-movies/', { query: { slug }, signal }).then(
        (d) => d.listed_movies,
      ),
  });
}
