import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export type ArtistPick = {
  id: number;
  photo: string | null;
  pro_name: string;
  pro_name_en: string;
  person_slug: string;
};

/** GET /artist/api-search-artist-list/ {artist}: the form's artist picker, both scripts, 20 best. */
export function searchArtists(artist: string, signal?: AbortSignal): Promise<ArtistPick[]> {
  return apiRequest<{ artist_list: ArtistPick[] }>('/artist/api-search-artist-list/', {
    query: { artist },
    signal,
  }).then((d) => d.artist_list);
}

export function useArtistSearch(text: string) {
  const term = text.trim();
  return useQuery({
    queryKey: ['artist-search', term],
    queryFn: ({ signal }) => searchArtists(term, signal),
    enabled: term.length > 0,
    staleTime: 60_000,
  });
}
