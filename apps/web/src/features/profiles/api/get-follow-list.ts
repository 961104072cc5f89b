import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FollowListResponse } from '@mfi/contract/profiles.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';
import { profileKeys, type FollowListKind } from './profile-keys';

/** GET /user/api/v-user-followers/ and v-user-following/ {slug, page}: 24 cards a page, newest follow first. */
export function fetchFollowList(
  which: FollowListKind,
  slug: string,
  page: number,
  signal?: AbortSignal,
): Promise<FollowListResponse> {
  return apiRequest(`/user/api/v-user-${which}/`, { query: { slug, page }, signal });
}

export function useFollowList(which: FollowListKind, slug: string, page: number, enabled: boolean) {
  const token = useAuthToken();
  return useQuery({
    queryKey: profileKeys.followList(which, slug, page, token),
    queryFn: ({ signal }) => fetchFollowList(which, slug, page, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
