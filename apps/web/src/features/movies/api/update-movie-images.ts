import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { movieKeys } from './movie-keys';

export type ArchiveImage = { id: number; image: string; description: string };
export type ImagesAnswer = { success: boolean; message: string; images: ArchiveImage[] };
/** One row of the image editor, in its order: an existing image or a new file. */
export type ImageRow = { id: number; description: string } | { id: 'new'; file: Blob; description: string };

/**
 * POST /movie/api-update-movie-image/ multipart: `image-id` once per image in the new order (`new` for the
 * next `movie-images` file), `description` in the same order, `movie-slug`.
 */
export function imagesFormData(slug: string, rows: ImageRow[]): FormData {
  const body = new FormData();
  body.append('movie-slug', slug);
  for (const row of rows) {
    body.append('image-id', String(row.id));
    body.append('description', row.description);
    if (row.id === 'new') body.append('movie-images', row.file, 'image.jpg');
  }
  return body;
}

export function updateMovieImages(slug: string, rows: ImageRow[]): Promise<ImagesAnswer> {
  return apiRequest('/movie/api-update-movie-image/', { method: 'POST', body: imagesFormData(slug, rows) });
}

export function useUpdateMovieImages(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rows: ImageRow[]) => updateMovieImages(slug, rows),
    onSuccess: () => client.invalidateQueries({ queryKey: movieKeys.page(slug) }),
  });
}
