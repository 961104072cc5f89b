import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { serialKeys } from './serial-keys';

/** POST /serial/api-publish-episode/ {serialSlug, seasonSlug, episodeSlug}. */
export function publishEpisode(serialSlug: string, seasonSlug: string, episodeSlug: string) {
  return apiRequest<{ publish?: boolean }>('/serial/api-publish-episode/', {
    method: 'POST',
    body: { serialSlug, seasonSlug, episodeSlug },
  });
}

export function usePublishEpisode(serialSlug: string, seasonSlug: string, episodeSlug: string) {
  const client = useQueryClient();
  return async () => {
    await publishEpisode(serialSlug, seasonSlug, episodeSlug);
    void client.invalidateQueries({ queryKey: serialKeys.season(serialSlug, seasonSlug) });
  };
}
