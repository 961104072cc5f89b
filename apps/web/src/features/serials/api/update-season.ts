import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { SeasonFormAnswer } from './create-season';
import { serialKeys } from './serial-keys';

/** POST /serial/api-update-season/ multipart: serial_slug, season_slug, season_number, season_title, season_trailer, optional season-poster. */
export function updateSeason(body: FormData): Promise<SeasonFormAnswer> {
  return apiRequest('/serial/api-update-season/', { method: 'POST', body });
}

export function useUpdateSeason(serialSlug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSeason,
    onSuccess: () => client.invalidateQueries({ queryKey: serialKeys.page(serialSlug) }),
  });
}
