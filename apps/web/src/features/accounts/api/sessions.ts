import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Session } from '@mfi/contract/accounts.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';

/** Keyed by the token: another login's list is another list. */
const sessionListKey = (token: string | null) => ['account', 'sessions', token] as const;

export async function fetchSessions(): Promise<Session[]> {
  const data = await apiRequest<{ sessions: Session[] }>('/user/api/v-user-sessions/');
  return data.sessions;
}

/** One session by id, or every one but this browser's. 204 when done. */
export type RevokeTarget = { id: number } | { all_others: true };

export function revokeSessions(body: RevokeTarget): Promise<void> {
  return apiRequest('/user/api/v-user-session-revoke/', { method: 'POST', body });
}

export function useSessions() {
  const token = useAuthToken();
  return useQuery({ queryKey: sessionListKey(token), queryFn: fetchSessions, enabled: token !== null });
}

/** Ends sessions, then reads the list again (a 404, one ended elsewhere meanwhile, refreshes it too). */
export function useRevokeSessions() {
  const token = useAuthToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['account', 'revoke-sessions'],
    mutationFn: revokeSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionListKey(token) }),
  });
}
