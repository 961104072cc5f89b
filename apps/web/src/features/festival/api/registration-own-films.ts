import { useQuery } from '@tanstack/react-query';
import type { RegistrationOwnFilmsResponse } from '@mfi/contract/festival.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';
import { submissionKeys } from './submission-keys';

export type OwnFilm = RegistrationOwnFilmsResponse['films'][number];

/**
 * GET /award/registration-own-films/: the unpublished films the entrant added before (issue 25 item 6), which
 * the wizard's film step offers before its create form, so a second try does not add the film again.
 */
export function useOwnFilms() {
  const token = useAuthToken();
  return useQuery({
    queryKey: submissionKeys.ownFilms(token),
    queryFn: ({ signal }) => apiRequest<RegistrationOwnFilmsResponse>('/award/registration-own-films/', { signal }),
    enabled: token !== null,
  });
}
