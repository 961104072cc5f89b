import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { userImageDeleteResponse, UserImagesResponse } from '@mfi/contract/profile-lists.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';
import { profileKeys } from './profile-keys';

type DeleteAnswer = z.infer<typeof userImageDeleteResponse>;

/** GET /user/api/v-user-userimages/: the caller's own images (id, image, name, created), newest first. */
export async function fetchUserImages(signal?: AbortSignal): Promise<UserImagesResponse['images']> {
  return (await apiRequest<UserImagesResponse>('/user/api/v-user-userimages/', { signal })).images;
}

export function useUserImages() {
  const token = useAuthToken();
  return useQuery({ queryKey: profileKeys.images(token), queryFn: ({ signal }) => fetchUserImages(signal) });
}

/** POST /user/api/v-user-userimagedelete/ {id}: one of the caller's images; the library is read again. */
export function deleteUserImage(id: number): Promise<DeleteAnswer> {
  return apiRequest('/user/api/v-user-userimagedelete/', { method: 'POST', body: { id } });
}

export function useDeleteUserImage() {
  const token = useAuthToken();
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteUserImage,
    onSettled: () => client.invalidateQueries({ queryKey: profileKeys.images(token) }),
  });
}
