import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface ResetPasswordConfirmBody {
  uid: string;
  token: string;
  new_password: string;
  re_new_password: string;
}

/** 204 when the password is changed. */
export function resetPasswordConfirm(body: ResetPasswordConfirmBody): Promise<void> {
  return apiRequest('/v1/users/reset_password_confirm/', { method: 'POST', body });
}

export function useResetPasswordConfirm() {
  return useMutation({ mutationKey: ['auth', 'reset-password-confirm'], mutationFn: resetPasswordConfirm });
}
