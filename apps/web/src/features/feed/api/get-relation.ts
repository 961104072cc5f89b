import { useQuery } from '@tanstack/react-query';
import type { ProfileDetailResponse } from '@mfi/contract/profiles.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';
import { socialKeys } from './social-keys';

/** Whether the feed's owner blocked the signed-in reader: they may not comment on or like the owner's messages. */
export type Relation = { blockedByOwner: boolean };

/**
 * GET /user/api/{slug}/v-user-detail/, read for `beingblocked` only: the feed's and comments'
 * answers do not say whether the owner blocked the reader, and the comment box is not shown to them.
 */
export function fetchRelation(slug: string, signal?: AbortSignal): Promise<Relation> {
  return apiRequest<ProfileDetailResponse>(`/user/api/${encodeURIComponent(slug)}/v-user-detail/`, { signal }).then(
    ({ user_object }) => ({ blockedByOwner: user_object.beingblocked }),
  );
}

/** Read for a signed-in reader of someone else's feed; a guest or the owner has no relation to read. */
export function useRelation(slug: string, enabled: boolean) {
  const token = useAuthToken();
  return useQuery({
    queryKey: socialKeys.relation(slug, token),
    queryFn: ({ signal }) => fetchRelation(slug, signal),
    enabled: enabled && token !== null,
    staleTime: 30_000,
  });
}
