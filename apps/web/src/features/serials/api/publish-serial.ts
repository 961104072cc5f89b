import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { serialKeys } from './serial-keys';

/** POST /serial/api-publish-serial/ {serial}: contributors flip publication. */
export function publishSerial(serial: string): Promise<{ publish?: boolean }> {
  return apiRequest('/serial/api-publish-serial/', { method: 'POST', body: { serial } });
}

/** The publish toggle's action; the page and the catalogues refetch (the serial moved between lists). */
export function usePublishSerial(slug: string) {
  const client = useQueryClient();
  return async () => {
    await publishSerial(slug);
    void client.invalidateQueries({ queryKey: serialKeys.detail(slug) });
    void client.invalidateQueries({ queryKey: serialKeys.lists() });
  };
}
