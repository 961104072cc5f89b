import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ArchiveImage } from './get-season-detail';
import { serialKeys } from './serial-keys';

/** POST /serial/api-delete-season-image/ {season, id} -> success, images. */
export function deleteSeasonImage(season: number, id: number): Promise<{ success?: boolean; images?: ArchiveImage[] }> {
  return apiRequest('/serial/api-delete-season-image/', { method: 'POST', body: { season, id } });
}

export function useDeleteSeasonImage(serialSlug: string, seasonSlug: string, seasonId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteSeasonImage(seasonId, id),
    onSuccess: () => client.invalidateQueries({ queryKey: serialKeys.season(serialSlug, seasonSlug) }),
  });
}
