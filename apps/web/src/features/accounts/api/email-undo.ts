import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /user-email-undo/ {token}: 204 when the old e-mail is back (the account is then signed out everywhere). */
export function emailUndo(token: string): Promise<void> {
  return apiRequest('/user-email-undo/', { method: 'POST', body: { token } });
}

export function useEmailUndo() {
  return useMutation({ mutationKey: ['auth', 'email-undo'], mutationFn: emailUndo });
}
