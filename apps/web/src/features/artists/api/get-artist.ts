import { useQuery } from '@tanstack/react-query';
import type { ArtistDetail } from '@mfi/contract/artists.schemas';
import { apiRequest } from '../../../lib/api-client';
import { artistKeys } from './artist-keys';

export type { ArtistDetail };

export async function getArtist(slug: string, signal?: AbortSignal): Promise<ArtistDetail> {
  const data = await apiRequest<{ artist_detail: ArtistDetail }>('/artist/api-artist-detail/', {
    query: { slug },
    signal,
  });
  return data.artist_detail;
}

export function useArtist(slug: string) {
  return useQuery({
    queryKey: artistKeys.detail(slug),
    queryFn: ({ signal }) => getArtist(slug, signal),
  });
}
