import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { addShortMessageResponse } from '@mfi/contract/short-messages.schemas';
import { apiRequest } from '../../../lib/api-client';
import { feedKeys } from './feed-keys';

type AddAnswer = z.infer<typeof addShortMessageResponse>;

/** POST /user/api/v-user-addshortmessage/ {body}: answers the new message's card. */
export function addShortMessage(body: string): Promise<AddAnswer> {
  return apiRequest('/user/api/v-user-addshortmessage/', { method: 'POST', body: { body } });
}

/** Posts on the caller's own feed; its pages fetch again, so the message tops the first one. */
export function useAddShortMessage(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addShortMessage,
    onSuccess: () => client.invalidateQueries({ queryKey: feedKeys.feedOf(slug) }),
  });
}
