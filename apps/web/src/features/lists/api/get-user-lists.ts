import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListKind, UserMovieListsResponse, UserSerialListsResponse } from '@mfi/contract/lists.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';
import { listKeys } from './list-keys';
import { toListCard, type ListPage } from './list-types';

/** Which of a user's lists a page shows: all of them (newest first), or their top lists. */
export type UserListsScope = 'user' | 'top';

const PATHS: Record<UserListsScope, Record<ListKind, string>> = {
  user: { movie: '/user/api/v-user-movielist/', serial: '/user/api/v-user-seriallist/' },
  top: { movie: '/user/api/v-user-topmovielist/', serial: '/user/api/v-user-topseriallist/' },
};

/**
 * GET /user/api/v-user-movielist/, v-user-seriallist/ (a user's lists) and v-user-topmovielist/,
 * v-user-topseriallist/ (their top lists: 4 a page for movies, 24 for serials) {slug, page}.
 */
export function fetchUserLists(
  scope: UserListsScope,
  kind: ListKind,
  owner: string,
  page: number,
  signal?: AbortSignal,
): Promise<ListPage> {
  return apiRequest<UserMovieListsResponse | UserSerialListsResponse>(PATHS[scope][kind], {
    query: { slug: owner, page },
    signal,
  }).then((data) => ({
    lists: ('movie_list' in data ? data.movie_list : data.serial_list).map(toListCard),
    count: data.count,
    pageCount: data.page,
    can_create: data.can_create,
  }));
}

export function useUserLists(scope: UserListsScope, kind: ListKind, owner: string, page: number) {
  const token = useAuthToken();
  return useQuery({
    queryKey: listKeys[scope](kind, owner, page, token),
    queryFn: ({ signal }) => fetchUserLists(scope, kind, owner, page, signal),
    placeholderData: keepPreviousData,
  });
}
