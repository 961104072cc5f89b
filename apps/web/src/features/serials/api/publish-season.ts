import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { serialKeys } from './serial-keys';

/** POST /serial/api-publish-season/ {serialSlug, seasonSlug}. */
export function publishSeason(serialSlug: string, seasonSlug: string): Promise<{ publish?: boolean }> {
  return apiRequest('/serial/api-publish-season/', { method: 'POST', body: { serialSlug, seasonSlug } });
}

/** The season moves between the serial's published and unpublished lists: the serial's page refetches. */
export function usePublishSeason(serialSlug: string, seasonSlug: string) {
  const client = useQueryClient();
  return async () => {
    await publishSeason(serialSlug, seasonSlug);
    void client.invalidateQueries({ queryKey: serialKeys.page(serialSlug) });
  };
}
