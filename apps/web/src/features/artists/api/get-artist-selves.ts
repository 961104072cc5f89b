import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { artistSelvesResponse } from '@mfi/contract/artists.schemas';
import { apiRequest } from '../../../lib/api-client';
import { artistKeys } from './artist-keys';

/** Other appearances: documentaries casting the artist, video and podcast journals showing them. */
export type ArtistSelves = z.infer<typeof artistSelvesResponse>['list_selves'];

export async function getArtistSelves(slug: string, signal?: AbortSignal): Promise<ArtistSelves> {
  return (
    await apiRequest<z.infer<typeof artistSelvesResponse>>('/artist/api-artist-self-portraits/', {
      query: { slug },
      signal,
    })
  ).list_selves;
}

export function useArtistSelves(slug: string) {
  return useQuery({
    queryKey: artistKeys.part(slug, 'selves'),
    queryFn: ({ signal }) => getArtistSelves(slug, signal),
  });
}
