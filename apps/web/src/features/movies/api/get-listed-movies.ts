import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { movieKeys } from './movie-keys';

/** A user list holding the movie (filled by the lists issue). */
export type ListedMovie = { id?: number; title?: string; slug?: string; user_slug?: string };

/** GET /movie/api-listed-movies/ {slug} -> listed_movies. */
export function useListedMovies(slug: string) {
  return useQuery({
    queryKey: movieKeys.sub(slug, 'listed'),
    queryFn: ({ signal }) =>
      apiRequest<{ listed_movies: ListedMovie[] }>('/movie/api-listed-movies/', { query: { slug }, signal }).then(
        (d) => d.listed_movies,
      ),
  });
}
