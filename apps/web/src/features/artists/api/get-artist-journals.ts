import { useInfiniteQuery } from '@tanstack/react-query';
import type { JournalCard } from '@mfi/contract/journals.schemas';
import { apiRequest } from '../../../lib/api-client';
import { artistKeys } from './artist-keys';

/** A journal card on other pages (part 2 section 3 "Journal card"). */
export type ArtistJournal = JournalCard;

export interface ArtistJournals {
  journals: ArtistJournal[];
  end_point: boolean;
}

export function getArtistJournals(slug: string, loadMore: number, signal?: AbortSignal): Promise<ArtistJournals> {
  return apiRequest('/artist/api-artist-journals/', { query: { slug, loadMore }, signal });
}

/** Load more until end_point (part 2 section 4); pages count from 1, as the journal cards call reads them. */
export function useArtistJournals(slug: string) {
  return useInfiniteQuery({
    queryKey: artistKeys.part(slug, 'journals'),
    queryFn: ({ pageParam, signal }) => getArtistJournals(slug, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.end_point ? undefined : pages.length + 1),
  });
}
