import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export type ArtistPick = {
  id: number;
  photo: string | null;
  pro_name: string;
  pro_name_en: string;
  person_slug: string;
};

/**
 * GET /artist/api-search-artist-list/ {artist, festival}: the form's artist picker, both scripts, 20 best;
 * `festival` keeps the festival's artists (the registration's director).
 */
export function searchArtists(artist: string, signal?: AbortSignal, festival?: boolean): Promise<ArtistPick[]> {
  return apiRequest<{ artist_list: ArtistPick[] }>('/artist/api-search-artist-list/', {
    query: { artist, festival: festival ? 1 : undefined },
    signal,
  }).then((d) => d.artist_list);
}

export function useArtistSearch(text: string, festival?: boolean) {
  const term = text.trim();
  return useQuery({
    queryKey: ['artist-search', term, Boolean(festival)],
    queryFn: ({ signal }) => searchArtists(term, signal, festival),
    enabled: term.length > 0,
    staleTime: 60_000,
  });
}
