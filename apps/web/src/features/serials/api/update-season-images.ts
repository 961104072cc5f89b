import { useMutation, useQueryClient } from '@tanstack/react-query';
import { archiveRowsBody, type ImageRow } from '../../../components/catalogue/title-form-values';
import { apiRequest } from '../../../lib/api-client';
import type { ArchiveImage } from './get-season-detail';
import { serialKeys } from './serial-keys';

export type ImagesAnswer = { success?: boolean; message?: string; images?: ArchiveImage[] };

/**
 * POST /serial/api-update-season-image/ multipart, like the movie's: `id`, `serial-slug`, `season-slug`, then
 * the rows (`season-images` files) as archiveRowsBody sends them.
 */
export function useUpdateSeasonImages(serialSlug: string, seasonSlug: string, seasonId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rows: ImageRow[]) =>
      apiRequest<ImagesAnswer>('/serial/api-update-season-image/', {
        method: 'POST',
        body: archiveRowsBody(
          { id: String(seasonId), 'serial-slug': serialSlug, 'season-slug': seasonSlug },
          'season-images',
          rows,
        ),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: serialKeys.season(serialSlug, seasonSlug) }),
  });
}
