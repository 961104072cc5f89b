import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListKind, listDeleteResponse } from '@mfi/contract/lists.schemas';
import { apiRequest } from '../../../lib/api-client';
import { refreshLists } from './list-keys';

type DeleteAnswer = z.infer<typeof listDeleteResponse>;

const DELETE_PATHS: Record<ListKind, string> = {
  movie: '/movie/api-delete-movielist/',
  serial: '/serial/delete-seriallist/',
};

/** POST /movie/api-delete-movielist/ and /serial/delete-seriallist/ {list_slug, list_user}. */
export function deleteList(kind: ListKind, listSlug: string, owner: string): Promise<DeleteAnswer> {
  return apiRequest(DELETE_PATHS[kind], { method: 'POST', body: { list_slug: listSlug, list_user: owner } });
}

/**
 * A deleted list is gone everywhere it showed. Queries are only marked stale (each refetches when next shown):
 * the list's own page, still on screen until the caller moves on, must not ask for it again and find a 404.
 */
export function useDeleteList(kind: ListKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ listSlug, owner }: { listSlug: string; owner: string }) => deleteList(kind, listSlug, owner),
    onSuccess: () => refreshLists(client, 'none'),
  });
}
