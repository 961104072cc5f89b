import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ArchiveImage } from './get-season-detail';
import { serialKeys } from './serial-keys';

/** One row of the image editor, in its order: an existing image or a new file. */
export type ImageRow = { id: number; description: string } | { id: 'new'; file: Blob; description: string };
export type ImagesAnswer = { success?: boolean; message?: string; images?: ArchiveImage[] };

/**
 * POST /serial/api-update-season-image/ multipart, like the movie's: `image-id` once per image in the new
 * order (`new` for the next `season-images` file), `description` in the same order, `serial-slug`, `season-slug`.
 */
export function seasonImagesFormData(serialSlug: string, seasonSlug: string, seasonId: number, rows: ImageRow[]) {
  const body = new FormData();
  body.append('id', String(seasonId));
  body.append('serial-slug', serialSlug);
  body.append('season-slug', seasonSlug);
  for (const row of rows) {
    body.append('image-id', String(row.id));
    body.append('description', row.description);
    if (row.id === 'new') body.append('season-images', row.file, 'image.jpg');
  }
  return body;
}

export function useUpdateSeasonImages(serialSlug: string, seasonSlug: string, seasonId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rows: ImageRow[]) =>
      apiRequest<ImagesAnswer>('/serial/api-update-season-image/', {
        method: 'POST',
        body: seasonImagesFormData(serialSlug, seasonSlug, seasonId, rows),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: serialKeys.season(serialSlug, seasonSlug) }),
  });
}
