import { useQuery } from '@tanstack/react-query';
import type { CommentListResponse } from '@mfi/contract/short-messages.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';
import { feedKeys } from './feed-keys';

/** GET /user/api/v-user-commentlist/ {message}: its comments, oldest first, with the caller's likes. */
export function fetchComments(message: number, signal?: AbortSignal): Promise<CommentListResponse> {
  return apiRequest('/user/api/v-user-commentlist/', { query: { message }, signal });
}

/** A message's comments, read once its section is opened. */
export function useComments(message: number, enabled: boolean) {
  const token = useAuthToken();
  return useQuery({
    queryKey: feedKeys.comments(message, token),
    queryFn: ({ signal }) => fetchComments(message, signal),
    enabled,
  });
}
