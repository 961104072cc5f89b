import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** 200 `{ status, wait }` with the seconds until the next allowed resend; 429 `{ detail, wait }`. */
export function resendCode(body: { phone: string }): Promise<{ status: boolean; wait?: number }> {
  return apiRequest('/user-resend-code/', { method: 'POST', body });
}

export function useResendCode() {
  return useMutation({ mutationKey: ['auth', 'resend-code'], mutationFn: resendCode });
}
