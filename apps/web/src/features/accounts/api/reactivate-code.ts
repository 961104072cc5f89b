import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function reactivateCode(body: {
  username: string;
  password: string;
  phone: string;
}): Promise<{ status: boolean }> {
  return apiRequest('/user-reactivate-code/', { method: 'POST', body });
}

export function useReactivateCode() {
  return useMutation({ mutationKey: ['auth', 'reactivate-code'], mutationFn: reactivateCode });
}
