import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { serialKeys } from './serial-keys';

export type SerialFormAnswer = { success: boolean; message?: string; slug?: string };

/** POST /serial/api-create-serial/ multipart (part 2 section 3 "Serial create payload"). */
export function createSerial(body: FormData): Promise<SerialFormAnswer> {
  return apiRequest('/serial/api-create-serial/', { method: 'POST', body });
}

export function useCreateSerial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSerial,
    onSuccess: () => client.invalidateQueries({ queryKey: serialKeys.lists() }),
  });
}
