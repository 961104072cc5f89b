import { useQuery } from '@tanstack/react-query';
import type { ListKind, listedMoviesResponse, listedSerialsResponse } from '@mfi/contract/lists.schemas';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';
import { listKeys } from './list-keys';
import { toListCard, type ListCard } from './list-types';

type MoviesAnswer = z.infer<typeof listedMoviesResponse>;
type SerialsAnswer = z.infer<typeof listedSerialsResponse>;

/** GET /movie/api-listed-movies/ (listed_movies) and /serial/api-listed-serials/ (listed_serials) {slug}. */
export function fetchTitleLists(kind: ListKind, slug: string, signal?: AbortSignal): Promise<ListCard[]> {
  if (kind === 'movie') {
    return apiRequest<MoviesAnswer>('/movie/api-listed-movies/', { query: { slug }, signal }).then((d) =>
      d.listed_movies.map(toListCard),
    );
  }
  return apiRequest<SerialsAnswer>('/serial/api-listed-serials/', { query: { slug }, signal }).then((d) =>
    d.listed_serials.map(toListCard),
  );
}

/**
 * The lists holding a movie or serial, most liked first. Cached with the feature's lists (per reader, for
 * their own like on each), so a like on the title's page flips the heart there at once.
 */
export function useTitleLists(kind: ListKind, slug: string) {
  const token = useAuthToken();
  return useQuery({
    queryKey: listKeys.holding(kind, slug, token),
    queryFn: ({ signal }) => fetchTitleLists(kind, slug, signal),
  });
}
