import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReferenceUsage } from '@mfi/contract/admin-reference.schemas';
import type { ReferenceKind } from '@mfi/contract/reference.schemas';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { adminReferenceKeys } from './admin-reference-keys';

/** POST /reference/api-delete-{kind}/ {id} (admin): deletes an item nothing uses. */
export function deleteReference(kind: ReferenceKind, id: number) {
  return apiRequest<{ success: true }>(`/reference/api-delete-${kind}/`, { method: 'POST', body: { id } });
}

/** Where a refused delete's item is used (`used_in` beside the in-use text), if that was the refusal. */
export function usageOfRefusal(error: unknown): ReferenceUsage | undefined {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return undefined;
  const usedIn = (error.body as { used_in?: unknown }).used_in;
  return usedIn && typeof usedIn === 'object' ? (usedIn as ReferenceUsage) : undefined;
}

export function useDeleteReference(kind: ReferenceKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteReference(kind, id),
    // Not awaited: the row that called may be gone with the refetch (a merged or deleted item), and its own
    // callbacks (the snack) run only while it is mounted.
    onSuccess: () => void client.invalidateQueries({ queryKey: adminReferenceKeys.all }),
  });
}
