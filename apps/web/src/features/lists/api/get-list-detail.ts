import { useQuery } from '@tanstack/react-query';
import type { ListKind, MovieListDetail, SerialListDetail } from '@mfi/contract/lists.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';
import { listKeys } from './list-keys';
import { toListDetail, type ListDetail } from './list-types';

const DETAIL_PATHS: Record<ListKind, string> = {
  movie: '/user/api/v-user-movielistdetail/',
  serial: '/user/api/v-user-seriallistdetail/',
};

/** GET /user/api/v-user-movielistdetail/ and v-user-seriallistdetail/ {slug: the owner, list: the list's slug}. */
export function fetchListDetail(
  kind: ListKind,
  owner: string,
  listSlug: string,
  signal?: AbortSignal,
): Promise<ListDetail> {
  return apiRequest<MovieListDetail | SerialListDetail>(DETAIL_PATHS[kind], {
    query: { slug: owner, list: listSlug },
    signal,
  }).then(toListDetail);
}

/** A list with its titles in order; a missing list is a 404 (the page shows not-found). */
export function useListDetail(kind: ListKind, owner: string, listSlug: string) {
  const token = useAuthToken();
  return useQuery({
    queryKey: listKeys.detail(kind, owner, listSlug, token),
    queryFn: ({ signal }) => fetchListDetail(kind, owner, listSlug, signal),
    enabled: owner !== '' && listSlug !== '',
  });
}
