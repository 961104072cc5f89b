import { useMutation } from '@tanstack/react-query';
import type { ImportPreview, ImportSource } from '@mfi/contract/user-import.schemas';
import { apiRequest } from '../../../lib/api-client';

/** POST /user/api/v-user-import/: the export read and matched; nothing is written until it is confirmed. */
export function uploadImport(input: { source: ImportSource; file: File }): Promise<ImportPreview> {
  const form = new FormData();
  form.append('source', input.source);
  form.append('file', input.file, input.file.name);
  return apiRequest<ImportPreview>('/user/api/v-user-import/', { method: 'POST', body: form });
}

export function useUploadImport() {
  return useMutation({ mutationKey: ['user-import', 'upload'], mutationFn: uploadImport });
}
