import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { homeListedMoviesResponse, homeListedSerialsResponse, ListKind } from '@mfi/contract/lists.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';
import { listKeys } from './list-keys';
import { toListCard, type ListCard } from './list-types';

type MoviesAnswer = z.infer<typeof homeListedMoviesResponse>;
type SerialsAnswer = z.infer<typeof homeListedSerialsResponse>;

/** GET /movie/api-home-latest-listed_movies/ (listed_movies) and /serial/home-latest-listedserials/ (listed_serials). */
export function fetchLatestLists(kind: ListKind, signal?: AbortSignal): Promise<ListCard[]> {
  if (kind === 'movie') {
    return apiRequest<MoviesAnswer>('/movie/api-home-latest-listed_movies/', { signal }).then((d) =>
      d.listed_movies.map(toListCard),
    );
  }
  return apiRequest<SerialsAnswer>('/serial/home-latest-listedserials/', { signal }).then((d) =>
    d.listed_serials.map(toListCard),
  );
}

/** The home page's latest lists of one kind. */
export function useLatestLists(kind: ListKind) {
  const token = useAuthToken();
  return useQuery({
    queryKey: listKeys.latest(kind, token),
    queryFn: ({ signal }) => fetchLatestLists(kind, signal),
  });
}
