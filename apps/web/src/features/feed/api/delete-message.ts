import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { deletedResponse } from '@mfi/contract/short-messages.schemas';
import { apiRequest } from '../../../lib/api-client';
import { feedKeys } from './feed-keys';

type Deleted = z.infer<typeof deletedResponse>;

/** POST /user/api/v-user-deleteshortmessage/ {id}: its author or an admin; its comments and likes go with it. */
export function deleteShortMessage(id: number): Promise<Deleted> {
  return apiRequest('/user/api/v-user-deleteshortmessage/', { method: 'POST', body: { id } });
}

/** A deleted message leaves every feed page (they fetch again) and its comments leave the cache. */
export function useDeleteShortMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteShortMessage,
    onSuccess: (_answer, id) => {
      client.removeQueries({ queryKey: feedKeys.commentsOf(id) });
      return client.invalidateQueries({ queryKey: feedKeys.feeds });
    },
  });
}
