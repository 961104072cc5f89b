import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_REFERENCE_PATHS, type AdminReferenceListResponse } from '@mfi/contract/admin-reference.schemas';
import type { ReferenceKind } from '@mfi/contract/reference.schemas';
import { apiRequest } from '../../../lib/api-client';
import { adminReferenceKeys } from './admin-reference-keys';

/** GET /admin/api-reference-list/ {kind, q, page} (admin): a kind's items by name, each with where it is used. */
export function fetchReferenceList(
  kind: ReferenceKind,
  q: string,
  page: number,
  signal?: AbortSignal,
): Promise<AdminReferenceListResponse> {
  return apiRequest(ADMIN_REFERENCE_PATHS.list, { query: { kind, q: q || undefined, page }, signal });
}

export function useReferenceList(kind: ReferenceKind, q: string, page: number) {
  return useQuery({
    queryKey: adminReferenceKeys.list(kind, q, page),
    queryFn: ({ signal }) => fetchReferenceList(kind, q, page, signal),
    placeholderData: keepPreviousData,
  });
}
