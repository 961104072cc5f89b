import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { SerialDetailResponse } from './get-serial-detail';
import { serialKeys } from './serial-keys';

export type SerialFlag = 'favorite' | 'watch';
type Flags = { user_favorite: boolean; user_watch: boolean };

const PATHS: Record<SerialFlag, string> = {
  favorite: '/serial/api-favorite-serial/',
  watch: '/serial/api-watch-serial/',
};
const FIELDS: Record<SerialFlag, keyof Flags> = { favorite: 'user_favorite', watch: 'user_watch' };

/** POST /serial/api-favorite-serial/ and /api-watch-serial/ {serial} -> {user_favorite, user_watch}. */
export function toggleSerialFlag(flag: SerialFlag, serial: string): Promise<Flags> {
  return apiRequest(PATHS[flag], { method: 'POST', body: { serial } });
}

/** Flips at once (part 2 section 4), rolls back on failure; the answer then sets both flags. */
export function useToggleSerialFlag(slug: string) {
  const client = useQueryClient();
  const key = serialKeys.detail(slug);
  return useMutation({
    mutationFn: (flag: SerialFlag) => toggleSerialFlag(flag, slug),
    onMutate: async (flag) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueriesData<SerialDetailResponse>({ queryKey: key });
      client.setQueriesData<SerialDetailResponse>({ queryKey: key }, (old) =>
        old ? { ...old, [FIELDS[flag]]: !old[FIELDS[flag]] } : old,
      );
      return { previous };
    },
    onError: (_error, _flag, context) => {
      context?.previous.forEach(([queryKey, data]) => client.setQueryData(queryKey, data));
    },
    onSuccess: (flags) => {
      client.setQueriesData<SerialDetailResponse>({ queryKey: key }, (old) => (old ? { ...old, ...flags } : old));
    },
  });
}
