import { useQuery } from '@tanstack/react-query';
import type { ProfileDetailResponse } from '@mfi/contract/profiles.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';
import { profileKeys } from './profile-keys';

/** GET /user/api/{slug}/v-user-detail/: `user_object` and `user_status` (part 1 section 7 "Profile area"). */
export function fetchProfile(slug: string, signal?: AbortSignal): Promise<ProfileDetailResponse> {
  return apiRequest(`/user/api/${encodeURIComponent(slug)}/v-user-detail/`, { signal });
}

/** The member's page: another slug is another query, so a slug change loads the new member's profile. */
export function useProfile(slug: string) {
  const token = useAuthToken();
  return useQuery({
    queryKey: profileKeys.detail(slug, token),
    queryFn: ({ signal }) => fetchProfile(slug, signal),
  });
}
