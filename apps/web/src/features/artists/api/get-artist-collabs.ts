import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { artistCollabsResponse } from '@mfi/contract/artists.schemas';
import { apiRequest } from '../../../lib/api-client';
import { artistKeys } from './artist-keys';

/** Related artists: those who worked with this one most. */
export type ArtistCollabs = z.infer<typeof artistCollabsResponse>['artists'];

export async function getArtistCollabs(slug: string, signal?: AbortSignal): Promise<ArtistCollabs> {
  return (
    await apiRequest<z.infer<typeof artistCollabsResponse>>('/artist/api-artist-collabs/', { query: { slug }, signal })
  ).artists;
}

export function useArtistCollabs(slug: string) {
  return useQuery({
    queryKey: artistKeys.part(slug, 'collabs'),
    queryFn: ({ signal }) => getArtistCollabs(slug, signal),
  });
}
