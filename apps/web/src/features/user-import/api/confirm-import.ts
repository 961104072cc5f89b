import { useMutation } from '@tanstack/react-query';
import type { ImportConfirmBody, ImportState } from '@mfi/contract/user-import.schemas';
import { apiRequest } from '../../../lib/api-client';

/** POST /user/api/v-user-import-confirm/: the member's choices for the ambiguous rows; the import's job starts. */
export function confirmImport(body: ImportConfirmBody): Promise<{ id: number; state: ImportState }> {
  return apiRequest('/user/api/v-user-import-confirm/', { method: 'POST', body });
}

export function useConfirmImport() {
  return useMutation({ mutationKey: ['user-import', 'confirm'], mutationFn: confirmImport });
}
