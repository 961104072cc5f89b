import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { serialKeys } from './serial-keys';

export type SeasonFormAnswer = { success?: boolean; message?: string; serial_slug?: string; season_slug?: string };

/**
 * POST /serial/api-create-season/ multipart: serial (JSON id), season_number, season_title, trailer,
 * season-poster, and per archive image a `season-images` file with its `description`.
 */
export function createSeason(body: FormData): Promise<SeasonFormAnswer> {
  return apiRequest('/serial/api-create-season/', { method: 'POST', body });
}

export function useCreateSeason() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSeason,
    onSuccess: () => client.invalidateQueries({ queryKey: serialKeys.all }),
  });
}
