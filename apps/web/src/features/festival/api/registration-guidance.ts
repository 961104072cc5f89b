import { useQuery } from '@tanstack/react-query';
import type { RegistrationGuidanceResponse } from '@mfi/contract/festival.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';
import { submissionKeys } from './submission-keys';

export type Edition = { name: string; year: number };

/**
 * GET /award/registration-guidance/ {name: the festival's slug, year}: the edition's guidance HTML and dates,
 * and whether the reader may register (`can_register`).
 */
export function fetchGuidance(edition: Edition, signal?: AbortSignal): Promise<RegistrationGuidanceResponse> {
  return apiRequest('/award/registration-guidance/', { query: edition, signal });
}

/** Asked once the edition is known (`null` while it is not); per reader, since it says whether they may register. */
export function useGuidance(edition: Edition | null) {
  const token = useAuthToken();
  return useQuery({
    queryKey: submissionKeys.guidance(edition?.name ?? '', edition?.year ?? 0, token),
    queryFn: ({ signal }) => fetchGuidance(edition!, signal),
    enabled: edition !== null,
  });
}
