import { useQuery } from '@tanstack/react-query';
import type { ShortProfile } from '@mfi/contract/accounts.schemas';
import { apiRequest } from './api-client';
import { useAuthToken } from './auth-store';

// The short profile is read by the shell, the guards and (later) every feature's contributor controls, so it
// lives in lib rather than in one feature (features never import each other).
export const sessionKeys = {
  all: ['session'] as const,
  profile: (token: string | null) => ['session', 'profile', token] as const,
};

export async function fetchShortProfile(): Promise<ShortProfile> {
  const data = await apiRequest<{ user_profile: ShortProfile }>('/user/api/v-user-profile-short/');
  return data.user_profile;
}

export interface Session {
  token: string | null;
  isAuthenticated: boolean;
  profile: ShortProfile | undefined;
  /** True while a stored token's profile is being fetched. */
  isProfileLoading: boolean;
  isProfileError: boolean;
}

export function useSession(): Session {
  const token = useAuthToken();
  const query = useQuery({
    queryKey: sessionKeys.profile(token),
    queryFn: fetchShortProfile,
    enabled: token !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return {
    token,
    isAuthenticated: token !== null,
    profile: token ? query.data : undefined,
    isProfileLoading: token !== null && query.isPending,
    isProfileError: query.isError,
  };
}
