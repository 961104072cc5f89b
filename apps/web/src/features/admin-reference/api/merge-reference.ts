import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  ADMIN_REFERENCE_PATHS,
  type ReferenceMergeBody,
  type referenceMergeResponse,
} from '@mfi/contract/admin-reference.schemas';
import { apiRequest } from '../../../lib/api-client';
import { adminReferenceKeys } from './admin-reference-keys';

/** POST /admin/api-reference-merge/ {kind, from, into} (admin): `from`'s links move to `into`, `from` goes. */
export function mergeReference(body: ReferenceMergeBody): Promise<z.infer<typeof referenceMergeResponse>> {
  return apiRequest(ADMIN_REFERENCE_PATHS.merge, { method: 'POST', body });
}

export function useMergeReference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: mergeReference,
    // Not awaited: the row that called may be gone with the refetch (a merged or deleted item), and its own
    // callbacks (the snack) run only while it is mounted.
    onSuccess: () => void client.invalidateQueries({ queryKey: adminReferenceKeys.all }),
  });
}
