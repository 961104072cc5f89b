import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { artistKeys } from './artist-keys';

/** A journal card on other pages (part 2 section 3 "Journal card"). */
export interface ArtistJournal {
  journal_type?: string;
  journal_title?: string;
  journal_cover?: string | null;
  journal_slug?: string;
  journal_type_slug?: string;
  journal_sub_type_slug?: string;
  title_slug?: string;
  journal_author?: string;
}

export interface ArtistJournals {
  journals: ArtistJournal[];
  end_point: boolean;
}

export function getArtistJournals(slug: string, loadMore: number, signal?: AbortSignal): Promise<ArtistJournals> {
  return apiRequest('/artist/api-artist-journals/', { query: { slug, loadMore }, signal });
}

/** Load more until end_point (part 2 section 4). */
export function useArtistJournals(slug: string) {
  return useInfiniteQuery({
    queryKey: artistKeys.part(slug, 'journals'),
    queryFn: ({ pageParam, signal }) => getArtistJournals(slug, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.end_point ? undefined : pages.length),
  });
}
