import { useMutation } from '@tanstack/react-query';
import { CODE_ADD_PATHS, type CodeAddAnswer, type ImportKind } from '@mfi/contract/code-add.schemas';
import { apiRequest } from '../../../lib/api-client';

/** POST /add-artist/, /add-movie/, /add-serial/ or /update-serial/ {list} -> success, message. */
export function sendCodes(kind: ImportKind, list: readonly string[]): Promise<CodeAddAnswer> {
  return apiRequest(CODE_ADD_PATHS[kind], { method: 'POST', body: { list } });
}

export function useSendCodes(kind: ImportKind) {
  return useMutation({ mutationFn: (list: readonly string[]) => sendCodes(kind, list) });
}
