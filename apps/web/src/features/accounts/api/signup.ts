import { useMutation } from '@tanstack/react-query';
import type { SignupRequest } from '@mfi/contract/accounts.schemas';
import { apiRequest } from '../../../lib/api-client';

export interface SignupResponse {
  id: number;
  username: string;
  email: string;
  phone: string;
}

export function signup(body: SignupRequest): Promise<SignupResponse> {
  return apiRequest('/v1/users/', { method: 'POST', body });
}

export function useSignup() {
  return useMutation({ mutationKey: ['auth', 'signup'], mutationFn: signup });
}
