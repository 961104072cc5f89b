import type { z } from 'zod';
import type { userImageResponse } from '@mfi/contract/journals.schemas';
import { apiRequest } from '../../lib/api-client';

/**
 * POST /user/api/v-user-useraddimage/ multipart `image` (JPEG only) -> url: an image for the rich content (journals, about us),
 * also kept in the user's image library (part 1 section 7).
 */
export function uploadEditorImage(file: Blob): Promise<string> {
  const body = new FormData();
  body.append('image', file, file instanceof File ? file.name : 'image.jpg');
  return apiRequest<z.infer<typeof userImageResponse>>('/user/api/v-user-useraddimage/', {
    method: 'POST',
    body,
  }).then((data) => data.url);
}
