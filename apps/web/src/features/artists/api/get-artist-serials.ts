import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { artistSerialsResponse } from '@mfi/contract/artists.schemas';
import { apiRequest } from '../../../lib/api-client';
import { artistKeys } from './artist-keys';

export type ArtistSerials = z.infer<typeof artistSerialsResponse>['serials'];

export async function getArtistSerials(slug: string, signal?: AbortSignal): Promise<ArtistSerials> {
  return (
    await apiRequest<z.infer<typeof artistSerialsResponse>>('/artist/api-artist-serials/', { query: { slug }, signal })
  ).serials;
}

export function useArtistSerials(slug: string) {
  return useQuery({
    queryKey: artistKeys.part(slug, 'serials'),
    queryFn: ({ signal }) => getArtistSerials(slug, signal),
  });
}
