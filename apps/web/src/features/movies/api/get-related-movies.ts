import { useQuery } from '@tanstack/react-query';
import type { MovieCard } from '@mfi/contract/movies.schemas';
import { apiRequest } from '../../../lib/api-client';
import { movieKeys } from './movie-keys';

/** The detail page's poster rails: one path and answer key each (part 2 section 7). */
export const RELATED_CALLS = {
  collection: { path: '/movie/api-movie-collection/', key: 'movies' },
  similar: { path: '/movie/api-similar-movies/', key: 'similar_movies' },
  suggested: { path: '/movie/api-suggested-movies/', key: 'recommended_movies' },
} as const;
export type RelatedKind = keyof typeof RELATED_CALLS;

export function getRelatedMovies(slug: string, kind: RelatedKind, signal?: AbortSignal): Promise<MovieCard[]> {
  const { path, key } = RELATED_CALLS[kind];
  return apiRequest<Record<string, MovieCard[]>>(path, { query: { slug }, signal }).then((data) => data[key] ?? []);
}

export function useRelatedMovies(slug: string, kind: RelatedKind) {
  return useQuery({
    queryKey: movieKeys.sub(slug, kind),
    queryFn: ({ signal }) => getRelatedMovies(slug, kind, signal),
  });
}
