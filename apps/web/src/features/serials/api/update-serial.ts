import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { SerialFormAnswer } from './create-serial';
import { serialKeys } from './serial-keys';

/** POST /serial/api-update-serial/ multipart: the create fields plus slug and theater; files optional. */
export function updateSerial(body: FormData): Promise<SerialFormAnswer> {
  return apiRequest('/serial/api-update-serial/', { method: 'POST', body });
}

export function useUpdateSerial(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSerial,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: serialKeys.page(slug) }),
        client.invalidateQueries({ queryKey: serialKeys.lists() }),
      ]),
  });
}
