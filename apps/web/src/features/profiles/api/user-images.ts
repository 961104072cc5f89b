import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { userImageDeleteResponse, UserImagesResponse } from '@mfi/contract/profile-lists.schemas';
import { uploadEditorImage } from '../../../components/rich-text/upload-editor-image';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';
import { profileKeys } from './profile-keys';

type DeleteAnswer = z.infer<typeof userImageDeleteResponse>;

/**
 * GET /user/api/v-user-userimages/: the caller's own images (id, image, name, created), newest first, and
 * the bytes they hold of the member's quota.
 */
export function fetchUserImages(signal?: AbortSignal): Promise<UserImagesResponse> {
  return apiRequest<UserImagesResponse>('/user/api/v-user-userimages/', { signal });
}

export function useUserImages() {
  const token = useAuthToken();
  return useQuery({ queryKey: profileKeys.images(token), queryFn: ({ signal }) => fetchUserImages(signal) });
}

/** POST /user/api/v-user-userimagedelete/ {id}: one of the caller's images; the library is read again. */
export function deleteUserImage(id: number): Promise<DeleteAnswer> {
  return apiRequest('/user/api/v-user-userimagedelete/', { method: 'POST', body: { id } });
}

/** A write on the caller's library (an upload, a delete); the library is read again after it. */
function useLibraryWrite<T, R>(write: (value: T) => Promise<R>) {
  const token = useAuthToken();
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => client.invalidateQueries({ queryKey: profileKeys.images(token) }),
  });
}

/** POST /user/api/v-user-useraddimage/: the editor's upload, JPEG only, within the member's quota. */
export const useUploadUserImage = () => useLibraryWrite(uploadEditorImage);

export const useDeleteUserImage = () => useLibraryWrite(deleteUserImage);
