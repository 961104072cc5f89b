import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '@mfi/contract/accounts.schemas';
import { ApiError, apiRequest, detailOf } from '../../../lib/api-client';
import { setToken } from '../../../lib/auth-store';

export function login(body: LoginRequest): Promise<{ auth_token: string }> {
  return apiRequest('/v1/token/login/', { method: 'POST', body });
}

/** Stores the token; the session query (keyed by token) then fetches the short profile by itself. */
export function useLogin() {
  return useMutation({
    mutationKey: ['auth', 'login'],
    mutationFn: login,
    onSuccess: (data) => setToken(data.auth_token),
  });
}

export type LoginFailure =
  { kind: 'disabled' } | { kind: 'invalid' } | { kind: 'detail'; text: string } | { kind: 'generic' };

/** Part 1 section 8: the server's English non-field texts become the spec's Mongolian messages. */
export function loginFailureOf(error: unknown): LoginFailure {
  if (error instanceof ApiError) {
    const nonField = (error.body as { non_field_errors?: unknown } | undefined)?.non_field_errors;
    const first = Array.isArray(nonField) ? String(nonField[0]) : undefined;
    if (first === 'User account is disabled.') return { kind: 'disabled' };
    if (first === 'Unable to log in with provided credentials.') return { kind: 'invalid' };
    const detail = detailOf(error);
    if (error.status === 429 && detail) return { kind: 'detail', text: detail };
  }
  return { kind: 'generic' };
}
