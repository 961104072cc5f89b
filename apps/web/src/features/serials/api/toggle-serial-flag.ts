import { apiRequest } from '../../../lib/api-client';
import { useOptimisticToggle } from '../../../lib/optimistic-toggle';
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
  return useOptimisticToggle<SerialDetailResponse, SerialFlag, Flags>({
    queryKey: serialKeys.detail(slug),
    send: (flag) => toggleSerialFlag(flag, slug),
    flip: (detail, flag) => ({ ...detail, [FIELDS[flag]]: !detail[FIELDS[flag]] }),
    settle: (detail, flags) => ({ ...detail, ...flags }),
  });
}
