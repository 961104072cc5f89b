import { useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { artistAwardsResponse } from '@mfi/contract/artists.schemas';
import { apiRequest } from '../../../lib/api-client';
import { artistKeys } from './artist-keys';

export type ArtistAwards = z.infer<typeof artistAwardsResponse>;

export function getArtistAwards(slug: string, loadMore: number, signal?: AbortSignal): Promise<ArtistAwards> {
  return apiRequest('/artist/api-artist-awards/', { query: { slug, loadMore }, signal });
}

/** Load-more list: the next page is asked for until the server answers end_point (part 2 section 4); pages count from 1, as the artist's journals. */
export function useArtistAwards(slug: string) {
  return useInfiniteQuery({
    queryKey: artistKeys.part(slug, 'awards'),
    queryFn: ({ pageParam, signal }) => getArtistAwards(slug, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.end_point ? undefined : pages.length + 1),
  });
}
