import { useQueryClient } from '@tanstack/react-query';
import type { FollowResponse, ProfileDetailResponse } from '@mfi/contract/profiles.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useOptimisticToggle } from '../../../lib/optimistic-toggle';
import { profileKeys, refreshAfterRelationChange } from './profile-keys';

/** POST /user/api/v-user-follow/ {slug}: toggles; answers `following` and the member's `followers`. */
export function followUser(slug: string): Promise<FollowResponse> {
  return apiRequest('/user/api/v-user-follow/', { method: 'POST', body: { slug } });
}

/**
 * The follow button: it flips and the follower count moves by one at once, the call follows, a failure puts
 * both back, and the server's figures have the last word.
 */
export function useFollowUser(slug: string) {
  const client = useQueryClient();
  const toggle = useOptimisticToggle<ProfileDetailResponse, void, FollowResponse>({
    queryKey: profileKeys.details(slug),
    send: () => followUser(slug),
    flip: (data) => {
      const { following, followers } = data.user_object;
      const count = Math.max(0, followers + (following ? -1 : 1));
      return { ...data, user_object: { ...data.user_object, following: !following, followers: count } };
    },
    settle: (data, answer) => ({ ...data, user_object: { ...data.user_object, ...answer } }),
  });
  return {
    isPending: toggle.isPending,
    toggle: (onError: (error: Error) => void) =>
      toggle.mutate(undefined, { onError, onSettled: () => refreshAfterRelationChange(client, slug) }),
  };
}
