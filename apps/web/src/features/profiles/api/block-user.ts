import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlockResponse } from '@mfi/contract/profiles.schemas';
import { apiRequest } from '../../../lib/api-client';
import { profileKeys, refreshAfterRelationChange } from './profile-keys';

/** POST /user/api/v-user-blockuser/ {slug}: toggles the caller's block of the member; answers `blocked`. */
export function blockUser(slug: string): Promise<BlockResponse> {
  return apiRequest('/user/api/v-user-blockuser/', { method: 'POST', body: { slug } });
}

/**
 * Block or unblock, after the member confirms. A block ends the follows both ways on the server, so the
 * profile is read again (its follower count and follow button), as are the follow lists; the feed's and
 * comments' features read the block from their own calls.
 */
export function useBlockUser(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => blockUser(slug),
    onSettled: () => {
      refreshAfterRelationChange(client, slug);
      return client.invalidateQueries({ queryKey: profileKeys.details(slug) });
    },
  });
}
