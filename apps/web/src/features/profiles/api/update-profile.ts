import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateResponse } from '@mfi/contract/profiles.schemas';
import { apiRequest } from '../../../lib/api-client';
import { sessionKeys } from '../../../lib/session';
import { profileKeys } from './profile-keys';

/** POST /user/api/v-user-profile-update/ (multipart): answers `user.image` and `user.background`. */
export function updateProfile(body: FormData): Promise<ProfileUpdateResponse> {
  return apiRequest('/user/api/v-user-profile-update/', { method: 'POST', body });
}

/**
 * The editor's save. The member's page is read again, and so is the short profile, whose photo the navigation
 * bar's user menu shows; review and list cards with the name and photo refresh when next read.
 */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: profileKeys.all }),
        client.invalidateQueries({ queryKey: sessionKeys.all }),
      ]),
  });
}
