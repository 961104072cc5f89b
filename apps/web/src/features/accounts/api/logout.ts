import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { endSession } from '../../../lib/auth-store';
import { href } from '../../../lib/routes';
import { sessionKeys } from '../../../lib/session';
import { showSnack } from '../../../lib/snackbar';

export function logout(): Promise<void> {
  return apiRequest('/v1/token/logout/', { method: 'POST' });
}

/** Ends the session on the server, then locally whatever the answer, and goes home (part 1 section 4). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useMutation({
    mutationKey: ['auth', 'logout'],
    mutationFn: logout,
    onSuccess: () => showSnack(t('errors:logoutDone')),
    onSettled: () => {
      endSession();
      queryClient.removeQueries({ queryKey: sessionKeys.all });
      void navigate(href('home'));
    },
  });
}
