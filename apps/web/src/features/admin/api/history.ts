import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HistoryResponse, RevertResponse, RevisionKind } from '@mfi/contract/revisions.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';
import { adminKeys } from './queue';

/** GET /admin/api-history/ {kind, id, page}. */
export const fetchHistory = (kind: RevisionKind, id: number, page: number, signal?: AbortSignal) =>
  apiRequest<HistoryResponse>('/admin/api-history/', { query: { kind, id, page }, signal });

export function useHistory(kind: RevisionKind, id: number, page: number) {
  const token = useAuthToken();
  return useQuery({
    queryKey: adminKeys.history(token, kind, id, page),
    queryFn: ({ signal }) => fetchHistory(kind, id, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** POST /admin/api-revert/ {revision}: every cached page may show the restored item, so all queries refresh. */
export function useRevert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (revision: number) =>
      apiRequest<RevertResponse>('/admin/api-revert/', { method: 'POST', body: { revision } }),
    onSuccess: () => client.invalidateQueries(),
  });
}
