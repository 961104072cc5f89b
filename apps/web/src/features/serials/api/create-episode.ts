import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { serialKeys } from './serial-keys';

export type EpisodeFormAnswer = {
  success?: boolean;
  message?: string;
  serial_slug?: string;
  season_slug?: string;
  episode_slug?: string;
};

/** POST /serial/api-create-episode/ multipart: season (JSON id), epi_number, epi_name, epi_runtime, plot, en_plot, optional episode-background. */
export function createEpisode(body: FormData): Promise<EpisodeFormAnswer> {
  return apiRequest('/serial/api-create-episode/', { method: 'POST', body });
}

export function useCreateEpisode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createEpisode,
    onSettled: () => client.invalidateQueries({ queryKey: serialKeys.all }),
  });
}
