import { useQuery } from '@tanstack/react-query';
import type { ImportStateAnswer } from '@mfi/contract/user-import.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';

/** How often the page asks for the progress of a running import. */
const POLL_MS = 1000;

export function fetchImportState(id: number): Promise<ImportStateAnswer> {
  return apiRequest<ImportStateAnswer>('/user/api/v-user-import-state/', { query: { id } });
}

/** The import's progress, asked again every second until it is done or failed. */
export function useImportState(id: number | undefined) {
  const token = useAuthToken();
  return useQuery({
    queryKey: ['user-import', 'state', id, token],
    queryFn: () => fetchImportState(id!),
    enabled: id !== undefined && token !== null,
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === 'done' || state === 'failed' ? false : POLL_MS;
    },
  });
}
