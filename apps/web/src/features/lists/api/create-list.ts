import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListCreateBody, ListKind, ListSaveResponse } from '@mfi/contract/lists.schemas';
import { apiRequest } from '../../../lib/api-client';
import { refreshLists } from './list-keys';

const CREATE_PATHS: Record<ListKind, string> = {
  movie: '/movie/api-create-movielist/',
  serial: '/serial/create-seriallist/',
};

/** POST /movie/api-create-movielist/ and /serial/create-seriallist/ (the list payload) -> success, message, slug. */
export function createList(kind: ListKind, body: ListCreateBody): Promise<ListSaveResponse> {
  return apiRequest(CREATE_PATHS[kind], { method: 'POST', body });
}

/** A new list shows on the owner's pages, the home rail and its titles' pages: every list query refetches. */
export function useCreateList(kind: ListKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ListCreateBody) => createList(kind, body),
    onSuccess: () => refreshLists(client),
  });
}
