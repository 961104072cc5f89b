import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { artistListResponse } from '@mfi/contract/artists.schemas';
import { apiRequest } from '../../../lib/api-client';
import type { PagedListParams } from '../../../lib/query-state';
import { artistKeys } from './artist-keys';

export type ArtistList = z.infer<typeof artistListResponse>;
export type ArtistListItem = ArtistList['artist_list'][number];

export interface ArtistListParams extends PagedListParams {
  /** Comma-joined ids. */
  country?: string;
  profession?: string;
  /** Birth year range "min,max". */
  year?: string;
  /** 1 international, 2 Mongolian. */
  countryFlag: 1 | 2;
}

export function getArtists(params: ArtistListParams, signal?: AbortSignal): Promise<ArtistList> {
  const { year, ...rest } = params;
  return apiRequest('/artist/artist-list/', {
    query: { ...rest, year, yearFlag: year ? 1 : undefined },
    signal,
  });
}

/** The previous page stays on screen while the next one loads, so the grid does not collapse. */
export function useArtists(params: ArtistListParams) {
  const query = { ...params } as Record<string, string | number | boolean | undefined>;
  return useQuery({
    queryKey: artistKeys.list(query),
    queryFn: ({ signal }) => getArtists(params, signal),
    placeholderData: keepPreviousData,
  });
}
