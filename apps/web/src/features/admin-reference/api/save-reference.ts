import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReferenceCreateBody, ReferenceKind, ReferenceUpdateBody } from '@mfi/contract/reference.schemas';
import { apiRequest } from '../../../lib/api-client';
import { adminReferenceKeys } from './admin-reference-keys';

/**
 * POST /reference/api-create-{kind}/ (admin) to add, or /reference/api-update-{kind}/ with an `id` to rename in
 * both languages: the two calls take one body, so one form sends either.
 */
export function saveReference(kind: ReferenceKind, body: ReferenceCreateBody | ReferenceUpdateBody) {
  const call = 'id' in body ? 'update' : 'create';
  return apiRequest<{ success: true }>(`/reference/api-${call}-${kind}/`, { method: 'POST', body });
}

export function useSaveReference(kind: ReferenceKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReferenceCreateBody | ReferenceUpdateBody) => saveReference(kind, body),
    // Not awaited: the row that called may be gone with the refetch (a merged or deleted item), and its own
    // callbacks (the snack) run only while it is mounted.
    onSuccess: () => void client.invalidateQueries({ queryKey: adminReferenceKeys.all }),
  });
}
