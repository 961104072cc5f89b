import { useQuery } from '@tanstack/react-query';
import type { RegistrationGuidanceResponse } from '@mfi/contract/festival.schemas';
import { apiRequest } from '../../../lib/api-client';
import { submissionKeys } from './submission-keys';

export type Edition = { name: string; year: number };

/** GET /award/registration-guidance/ {name: the festival's slug, year}: the edition's guidance HTML and dates. */
export function fetchGuidance(edition: Edition, signal?: AbortSignal): Promise<RegistrationGuidanceResponse> {
  return apiRequest('/award/registration-guidance/', { query: edition, signal });
}

/** Asked once the edition is known (`null` while it is not). */
export function useGuidance(edition: Edition | null) {
  return useQuery({
    queryKey: submissionKeys.guidance(edition?.name ?? '', edition?.year ?? 0),
    queryFn: ({ signal }) => fetchGuidance(edition!, signal),
    enabled: edition !== null,
  });
}
