import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { IMPORTS_PATH, type ImportKind, type ImportListResponse } from '@mfi/contract/code-add.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';

// The importer's state of the codes (issue 25 part 5): the code-add pages follow their send, the console lists all.
export type ImportFilters = { kind?: ImportKind; batch?: string; page: number };

export const importKeys = {
  all: ['imports'] as const,
  list: (token: string | null, f: ImportFilters) => ['imports', token, f] as const,
};

/** While a code waits or runs, the list is read again this often. */
const WHILE_RUNNING_MS = 2_000;

/** GET /admin/imports/ {kind, batch, page}. */
export const fetchImports = (f: ImportFilters, signal?: AbortSignal) =>
  apiRequest<ImportListResponse>(IMPORTS_PATH, { query: { ...f }, signal });

const underWay = (answer: ImportListResponse | undefined) =>
  Boolean(answer?.importer_enabled) &&
  (answer!.progress
    ? answer!.progress.queued + answer!.progress.running > 0
    : answer!.results.some((r) => r.status === 'queued' || r.status === 'running'));

export function useImports(f: ImportFilters, opts: { enabled?: boolean } = {}) {
  const token = useAuthToken();
  return useQuery({
    queryKey: importKeys.list(token, f),
    queryFn: ({ signal }) => fetchImports(f, signal),
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
    refetchInterval: (query) => (underWay(query.state.data) ? WHILE_RUNNING_MS : false),
  });
}
