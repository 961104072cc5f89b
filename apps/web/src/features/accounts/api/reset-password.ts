import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** 204 when the mail is sent. */
export function resetPassword(body: { email: string }): Promise<void> {
  return apiRequest('/v1/users/reset_password/', { method: 'POST', body });
}

export function useResetPassword() {
  return useMutation({ mutationKey: ['auth', 'reset-password'], mutationFn: resetPassword });
}
