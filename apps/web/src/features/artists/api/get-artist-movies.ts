import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { artistMoviesResponse } from '@mfi/contract/artists.schemas';
import { apiRequest } from '../../../lib/api-client';
import { artistKeys } from './artist-keys';

export type ArtistMovieGroups = z.infer<typeof artistMoviesResponse>['movies'];

export async function getArtistMovies(slug: string, signal?: AbortSignal): Promise<ArtistMovieGroups> {
  return (
    await apiRequest<z.infer<typeof artistMoviesResponse>>('/artist/api-artist-movies/', { query: { slug }, signal })
  ).movies;
}

export function useArtistMovies(slug: string) {
  return useQuery({
    queryKey: artistKeys.part(slug, 'movies'),
    queryFn: ({ signal }) => getArtistMovies(slug, signal),
  });
}
