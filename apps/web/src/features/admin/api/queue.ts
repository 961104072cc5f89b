import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QueueResponse } from '@mfi/contract/admin.schemas';
import type { QueueKind } from '@mfi/contract/revisions.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';

// The admin console's calls (issue 25): the queue and an item's history, per token (their answers are the caller's).
export type QueueFilters = { kind?: QueueKind; creator?: number; page: number };

export const adminKeys = {
  all: ['admin'] as const,
  queue: (token: string | null, f: QueueFilters) => ['admin', 'queue', token, f] as const,
  history: (token: string | null, kind: string, id: number, page: number) =>
    ['admin', 'history', token, kind, id, page] as const,
};

/** GET /admin/api-queue/ {kind, creator, page}. */
export const fetchQueue = (f: QueueFilters, signal?: AbortSignal) =>
  apiRequest<QueueResponse>('/admin/api-queue/', { query: { ...f }, signal });

export function useQueue(f: QueueFilters) {
  const token = useAuthToken();
  return useQuery({
    queryKey: adminKeys.queue(token, f),
    queryFn: ({ signal }) => fetchQueue(f, signal),
    placeholderData: keepPreviousData,
  });
}
