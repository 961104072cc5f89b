import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListKind, ListSaveResponse, ListUpdateBody } from '@mfi/contract/lists.schemas';
import { apiRequest } from '../../../lib/api-client';
import { refreshLists } from './list-keys';

const UPDATE_PATHS: Record<ListKind, string> = {
  movie: '/movie/api-update-movielist/',
  serial: '/serial/update-seriallist/',
};

/** POST /movie/api-update-movielist/ and /serial/update-seriallist/ (the list payload with listId). */
export function updateList(kind: ListKind, body: ListUpdateBody): Promise<ListSaveResponse> {
  return apiRequest(UPDATE_PATHS[kind], { method: 'POST', body });
}

export function useUpdateList(kind: ListKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ListUpdateBody) => updateList(kind, body),
    onSuccess: () => refreshLists(client),
  });
}
