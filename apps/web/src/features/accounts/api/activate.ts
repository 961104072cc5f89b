import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function activate(body: { code: string; phone: string }): Promise<{ status: boolean }> {
  return apiRequest('/user-activate/', { method: 'POST', body });
}

export function useActivate() {
  return useMutation({ mutationKey: ['auth', 'activate'], mutationFn: activate });
}
