import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { EpisodeFormAnswer } from './create-episode';
import { serialKeys } from './serial-keys';

/** POST /serial/api-update-episode/ multipart: serialSlug, seasonSlug, episodeSlug, episode_number, episode_name, episode_runtime, plot, en_plot, optional episode-background. */
export function updateEpisode(body: FormData): Promise<EpisodeFormAnswer> {
  return apiRequest('/serial/api-update-episode/', { method: 'POST', body });
}

export function useUpdateEpisode(serialSlug: string, seasonSlug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateEpisode,
    onSuccess: () => client.invalidateQueries({ queryKey: serialKeys.season(serialSlug, seasonSlug) }),
  });
}
