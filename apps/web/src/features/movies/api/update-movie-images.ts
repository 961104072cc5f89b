import { useMutation, useQueryClient } from '@tanstack/react-query';
import { archiveRowsBody, type ImageRow } from '../../../components/catalogue/title-form-values';
import { apiRequest } from '../../../lib/api-client';
import { movieKeys } from './movie-keys';

export type ArchiveImage = { id: number; image: string; description: string };
export type ImagesAnswer = { success: boolean; message: string; images: ArchiveImage[] };
/**
 * POST /movie/api-update-movie-image/ multipart: `movie-slug`, then the rows (`movie-images` files) as
 * archiveRowsBody sends them.
 */
export function updateMovieImages(slug: string, rows: ImageRow[]): Promise<ImagesAnswer> {
  return apiRequest('/movie/api-update-movie-image/', {
    method: 'POST',
    body: archiveRowsBody({ 'movie-slug': slug }, 'movie-images', rows),
  });
}

export function useUpdateMovieImages(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rows: ImageRow[]) => updateMovieImages(slug, rows),
    onSuccess: () => client.invalidateQueries({ queryKey: movieKeys.page(slug) }),
  });
}
